import type { TLanguage } from '@croupier/contracts';

export interface CodeMessageInput {
  /** The merchant's brand name as players know it ("Royal Flush"). */
  brand: string;
  code: string;
  minutes: number;
}

type Templates = {
  text: (input: CodeMessageInput) => string;
  subject: (brand: string) => string;
};

const TEMPLATES: Record<TLanguage, Templates> = {
  EN: {
    text: ({ brand, code, minutes }) =>
      `Your ${brand} verification code is ${code}. It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    subject: (brand) => `Your ${brand} verification code`,
  },
  CN: {
    text: ({ brand, code, minutes }) => `您的${brand}验证码是${code}，${minutes}分钟内有效。`,
    subject: (brand) => `您的${brand}验证码`,
  },
  VI: {
    text: ({ brand, code, minutes }) =>
      `Mã xác minh ${brand} của bạn là ${code}. Mã sẽ hết hạn sau ${minutes} phút.`,
    subject: (brand) => `Mã xác minh ${brand} của bạn`,
  },
  TH: {
    text: ({ brand, code, minutes }) => `รหัสยืนยัน ${brand} ของคุณคือ ${code} รหัสจะหมดอายุใน ${minutes} นาที`,
    subject: (brand) => `รหัสยืนยัน ${brand} ของคุณ`,
  },
};

/** The SMS text (also the email body) that carries a code, in the player's language. */
export function codeMessageText(language: TLanguage, input: CodeMessageInput): string {
  return TEMPLATES[language].text(input);
}

/** The subject of the email that carries a code, in the player's language. */
export function codeMessageSubject(language: TLanguage, brand: string): string {
  return TEMPLATES[language].subject(brand);
}
