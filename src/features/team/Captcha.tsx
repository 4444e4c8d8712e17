import { Box, Field } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { Language } from '@/config/languages';
import { useHydrated } from '@/src/core/hydrated';
import { startUpSettings } from '@/src/core/start-up';

interface CaptchaApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: CaptchaApi;
  }
}

let loading: Promise<CaptchaApi> | undefined;

/** The widget's script, once per page, from the configured URL (CAPTCHA_SCRIPT_URL, Turnstile's by default). */
function loadCaptcha(scriptUrl: string): Promise<CaptchaApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('The captcha did not start.')));
    script.onerror = () => reject(new Error('The captcha could not be loaded.'));
    document.head.append(script);
  });
  return loading;
}

export interface CaptchaProps {
  language: Language;
  /** The answer, or undefined when it expired. */
  onToken: (token: string | undefined) => void;
  /** False once the answer was spent (sent): a new one is needed. */
  hasToken: boolean;
  error?: string;
}

/** The captcha of the team's forms, when it is on (CAPTCHA_SITE_KEY); nothing otherwise. */
export function Captcha({ language, onToken, hasToken, error }: CaptchaProps) {
  const hydrated = useHydrated();
  const captcha = startUpSettings().captcha;
  const element = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string }>(undefined);
  // The widget's answers go to the latest onToken, without drawing the widget again when it changes.
  const tokenChanged = useEffectEvent((token: string | undefined) => onToken(token));
  const errorId = useId();

  useEffect(() => {
    if (!hydrated || !captcha || !element.current) return;
    let removed = false;
    void loadCaptcha(captcha.scriptUrl).then((api) => {
      if (removed || !element.current) return;
      const id = api.render(element.current, {
        sitekey: captcha.siteKey,
        language,
        callback: (token: string) => tokenChanged(token),
        'expired-callback': () => tokenChanged(undefined),
      });
      widget.current = { api, id };
    });
    return () => {
      removed = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = undefined;
    };
  }, [hydrated, captcha, language]);

  // A spent answer: the widget asks again.
  useEffect(() => {
    if (!hasToken && widget.current) widget.current.api.reset(widget.current.id);
  }, [hasToken]);

  // Off in the page but asked by the server (its setting changed since the page was served): the refusal shows.
  if (!captcha && !error) return null;
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      {captcha && <Box ref={element} minH="16" />}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
