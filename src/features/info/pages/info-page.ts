import type { MessageDescriptor } from '@lingui/core';
import type { TermsSection } from '@/src/features/info/terms/terms-section';

/** A card of an information page: a service, a step, a reason. */
export interface InfoCard {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** What an information page says, catalogued (en, fr, ru) rather than written into its component. */
export interface InfoPageContent {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  cards?: { title: MessageDescriptor; items: readonly InfoCard[] };
  sections: readonly TermsSection[];
}
