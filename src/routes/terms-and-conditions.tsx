import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../features/info/TermsScreen';

export const Route = createFileRoute('/terms-and-conditions')({
  component: TermsScreen,
});
