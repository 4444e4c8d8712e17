import { aboutTerms } from './about-terms';
import { legalTerms } from './legal-terms';
import { moneyTerms } from './money-terms';
import { rentalTerms } from './rental-terms';
import type { TermsSection } from './terms-section';

/** The sections of the Terms of Use, in the order they are numbered on the page. */
export const termsSections: readonly TermsSection[] = [...aboutTerms, ...moneyTerms, ...rentalTerms, ...legalTerms];
