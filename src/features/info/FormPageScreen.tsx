import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { InfoPageContent } from './pages/info-page';
import { InfoBody, InfoCards, InfoHero } from './InfoPageView';

/** An information page that ends in a form (work with us, concierge): its hero, its cards, then the form the route hands in. */
export function FormPageScreen({ content, form, formTitle }: { content: InfoPageContent; form: ReactNode; formTitle: ReactNode }) {
  return (
    <>
      <InfoHero content={content} />
      <InfoBody>
        {content.cards && <InfoCards cards={content.cards} />}
        <Grid templateColumns="minmax(0, 1fr)" maxW="4xl">
          <Box as="section" p={{ base: '5', md: '8' }} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel">
            <Box as="h2" fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="bold" letterSpacing="tight" mb="5">
              {formTitle}
            </Box>
            {form}
          </Box>
        </Grid>
      </InfoBody>
    </>
  );
}
