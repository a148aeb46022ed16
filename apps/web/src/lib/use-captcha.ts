import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';

/** The player may ask for a new captcha image at most once a second (spec section 9). */
export const CAPTCHA_REFRESH_MS = 1000;

export type TCaptcha = {
  image: string | null;
  captchaKey: string | null;
  isLoading: boolean;
  error: string | null;
  /** A new image; a click is ignored within a second of the last one, `force` (after a failed try) is not. */
  refresh: (options?: { force?: boolean }) => void;
};

/** Loads an image captcha (`GET /wps/captcha`) while `isEnabled`, and keeps its key for the answer. */
export function useCaptcha(isEnabled: boolean): TCaptcha {
  const [state, setState] = useState<Omit<TCaptcha, 'refresh'>>({
    image: null,
    captchaKey: null,
    isLoading: false,
    error: null,
  });
  const lastLoad = useRef(0);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    lastLoad.current = Date.now();
    setState((previous) => ({ ...previous, isLoading: true, error: null }));
    try {
      const captcha = await fetchCaptcha();
      if (request === latest.current) setState({ ...captcha, isLoading: false, error: null });
    } catch (error) {
      if (request !== latest.current) return;
      const message = error instanceof ApiError ? error.message : String(error);
      setState({ image: null, captchaKey: null, isLoading: false, error: message });
    }
  }, []);

  const refresh = useCallback(
    (options: { force?: boolean } = {}) => {
      if (!options.force && Date.now() - lastLoad.current < CAPTCHA_REFRESH_MS) return;
      void load();
    },
    [load],
  );

  useEffect(() => {
    if (isEnabled) void load();
  }, [isEnabled, load]);

  return { ...state, refresh };
}
