import type { ComponentType } from 'react';
import { useSessionUser } from '@/src/core/session-context';

/**
 * A team form starts from who is writing (a guest, or the signed-in person's name and address), which is known only
 * once the page has hydrated and the session is checked: the form starts again when that changes.
 */
export function keyedBySender(Form: ComponentType) {
  return function KeyedBySender() {
    const user = useSessionUser();
    return <Form key={user?._id ?? 'guest'} />;
  };
}
