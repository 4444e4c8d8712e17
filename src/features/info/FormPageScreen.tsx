import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { InfoPageContent } from './pages/info-page';
import { FormPanel, InfoBody, InfoCards, InfoHero } from './InfoPageView';

/** An information page that ends in a form (work with us, concierge): its hero, its cards, then the form the route hands in. */
export function FormPageScreen({ content, form, formTitle }: { content: InfoPageContent; form: ReactNode; formTitle: ReactNode }) {
  return (
    <>
      <InfoHero content={content} />
      <InfoBody>
        {content.cards && <InfoCards cards={content.cards} />}
        <FormPanel as="section" maxW="4xl">
          <Box as="h2" fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="bold" letterSpacing="tight" mb="5">
            {formTitle}
          </Box>
          {form}
        </FormPanel>
      </InfoBody>
    </>
  );
}
