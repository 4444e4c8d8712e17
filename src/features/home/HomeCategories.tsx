import { Box, Button, Container, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Car as CarIcon } from 'lucide-react';
import { carCategories, categoryLabels } from '@/src/components/car-labels';
import { SectionHeading } from '@/src/components/SectionHeading';

/** The car categories of the spec, each a link to its list. */
export function HomeCategories() {
  const { i18n } = useLingui();
  return (
    <Box as="section" aria-labelledby="home-categories" py={{ base: '12', lg: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="home-categories" title={<Trans>Browse by category</Trans>} />
        <Wrap as="ul" listStyleType="none" gap="3">
          {carCategories.map((category) => (
            <li key={category}>
              <Button asChild variant="outline" colorPalette="brand" borderRadius="full">
                <Link to="/all-cars/category/$categoryName" params={{ categoryName: category.toLowerCase() }}>
                  <CarIcon aria-hidden="true" />
                  {i18n._(categoryLabels[category])}
                </Link>
              </Button>
            </li>
          ))}
        </Wrap>
      </Container>
    </Box>
  );
}
