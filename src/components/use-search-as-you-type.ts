import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/**
 * A search box that searches as the person types: a moment after typing stops (`delayMs`), or at once (`searchNow`:
 * Enter, the focus leaving the box). `value` is the term the address holds.
 *
 * A search belongs to the address it was typed on. The address moves on before the page it leads to shows (its data
 * loads meanwhile, and this page stays up), so a search still waiting when the person followed a link would otherwise
 * fire on the page being left and bring him back to it: once the address has changed, a waiting search is dropped.
 */
export function useSearchAsYouType(value: string, onSearch: (text: string) => void, delayMs: number) {
  const router = useRouter();
  const [text, setText] = useState(value);
  // The term last asked for, by the box or by the address: the address catches up with the box's own search only once
  // its page has loaded, so comparing with `value` alone would ask again (and take back what was typed meanwhile).
  const asked = useRef(value.trim());
  const typedAt = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ text, onSearch });
  latest.current = { text, onSearch };

  useEffect(() => {
    // The address changed by other means (back, a link with a term): the box shows its term. Its own search arriving
    // leaves alone what was typed since.
    if (value.trim() !== asked.current) setText(value);
    asked.current = value.trim();
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const term = latest.current.text.trim();
    if (term === asked.current || router.history.location.href !== typedAt.current) return;
    asked.current = term;
    latest.current.onSearch(latest.current.text);
  };
  const change = (next: string) => {
    setText(next);
    typedAt.current = router.history.location.href;
    clearTimeout(timer.current);
    timer.current = next.trim() === asked.current ? undefined : setTimeout(searchNow, delayMs);
  };
  return { text, change, searchNow };
}
