import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FaqTopic } from '@/openapi/generated/enums';

/** The help centre's topics, in the contract's order, with their headings. */
export const faqTopicTitles: Record<FaqTopic, MessageDescriptor> = {
  booking: msg`Booking`,
  payment: msg`Payment`,
  cancellation: msg`Cancellation and changes`,
  insurance: msg`Insurance and deposit`,
  documents: msg`Documents`,
  yachts: msg`Yachts`,
  account: msg`Your account`,
};

export const faqTopics = FaqTopic;
