import { z } from 'zod';

/** The `:merchantCode` path parameter of the operator API: a merchant's code as merchants store it. */
export const ZMerchantParams = z.object({ merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
