import { Box, Button, Container } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CarList } from './CarList';
import type { Schemas } from '@/openapi/types';
import { SectionHeading } from '@/src/components/SectionHeading';

/** A few offers, or on a city's page that city's cars (the home page's offers, given it by its route). */
export function CarOffers({ cars, total, cityName, city }: { cars: Schemas['Car'][]; total: number; cityName?: string; city?: string }) {
  return (
    <Box as="section" aria-labelledby="home-offers" py={{ base: '12', lg: '16' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <SectionHeading
          id="home-offers"
          title={cityName ? <Trans>Cars in {cityName}</Trans> : <Trans>Featured offers</Trans>}
        >
          {cityName ? (
            <Plural value={total} one="# car available to book" other="# cars available to book" />
          ) : (
            <Trans>Ready to drive today, from our verified suppliers.</Trans>
          )}
        </SectionHeading>
        <CarList cars={cars} />
        <Box mt="6">
          <Button asChild variant="ghost" colorPalette="brand">
            {city ? (
              <Link to="/all-cars/$cityName" params={{ cityName: city }}>
                <Trans>See all cars in {cityName}</Trans>
              </Link>
            ) : (
              <Link to="/all-cars">
                <Trans>See all cars</Trans>
              </Link>
            )}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
