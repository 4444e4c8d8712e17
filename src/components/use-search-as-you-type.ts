import { useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A field whose words reach the address as the person types: a moment after typing stops (`delayMs`; none: only
 * at once), or at once (`searchNow`: Enter, a picker's change, the focus leaving it). `value` is the term the address
 * holds. Every such field (the back office's lists, the car search's filters, the help centre) uses this one hook.
 *
 * A search belongs to the address it was typed on. The address moves on before the page it leads to shows (its data
 * loads meanwhile, and this page stays up), so a search still waiting when the person followed a link would otherwise
 * fire on the page being left and bring him back to it: once the address has changed, a waiting search is dropped.
 */
export function useSearchAsYouType(value: string, onSearch: (text: string) => void, delayMs?: number) {
  const router = useRouter();
  const [text, setText] = useState(value);
  // The term last asked for, by the field or by the address: the address catches up with the field's own search only
  // once its page has loaded, so comparing with `value` alone would ask again (and take back what was typed meanwhile).
  const asked = useRef(value.trim());
  const typedAt = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What a search waiting on its timer reads when it fires: the words and the callback of the latest render.
  const latest = useRef({ text, onSearch });
  useLayoutEffect(() => {
    latest.current = { text, onSearch };
  });

  useEffect(() => {
    // The address changed by other means (back, a link with a term, Clear filters): the field shows its term. Its own
    // search arriving leaves alone what was typed since.
    if (value.trim() !== asked.current) setText(value);
    asked.current = value.trim();
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Searches for the words now (or `typed`, when they were just typed and not yet rendered). */
  const searchNow = (typed?: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const words = typed ?? latest.current.text;
    const term = words.trim();
    if (term === asked.current || (typedAt.current !== undefined && router.history.location.href !== typedAt.current)) return;
    asked.current = term;
    latest.current.onSearch(words);
  };
  const change = (next: string) => {
    setText(next);
    typedAt.current = router.history.location.href;
    clearTimeout(timer.current);
    timer.current = next.trim() === asked.current || delayMs === undefined ? undefined : setTimeout(searchNow, delayMs);
  };
  /** Leaving the field searches at once (a filter chosen next applies to its words), unless for a link: that leaves the page. */
  const leave = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Element && event.relatedTarget.closest('a[href]'))) searchNow();
  };
  return { text, change, searchNow, leave };
}
