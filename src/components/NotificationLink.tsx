import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import type { Schemas } from '@/openapi/types';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A link to what a notification is about: its booking, or the list for a message. Takes an anchor's props (Chakra's asChild). */
export function NotificationLink({ notification, ...anchor }: { notification: Schemas['Notification'] } & AnchorProps) {
  return notification.booking ? <Link to="/booking" search={{ b: notification.booking._id }} {...anchor} /> : <Link to="/notifications" {...anchor} />;
}
