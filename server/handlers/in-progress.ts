import { AppError } from '../errors.ts';
import type { Handlers } from './types.ts';

// TEMPORARY, issue 12 in progress: the operations added to the contract whose handlers are being written. Each
// entry goes when its real handler lands; the file goes with the last one. It must not be here at the commit that
// resolves issue 12 (tests/unit/contract.test.ts: no operation answers 501).
const inProgress = (what: string) => async () => {
  throw new AppError(501, 'NOT_IMPLEMENTED', `${what} is not available yet.`);
};

export const inProgressHandlers = {
  sendUserMessage: inProgress('sendUserMessage'),
  getNotifications: inProgress('getNotifications'),
  deleteNotifications: inProgress('deleteNotifications'),
  getNotificationCounter: inProgress('getNotificationCounter'),
  markNotifications: inProgress('markNotifications'),
  streamNotifications: inProgress('streamNotifications'),
} satisfies Partial<Handlers>;
