import { Badge, Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { type BackOfficeSearchResult, type SearchKind, hasMore } from '@/machines/search/back-office-search.machine';
import { accountTypeLabels } from '@/src/components/account-type';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { SupplierTierBadge } from '@/src/components/SupplierTierBadge';
import { useFormat } from '@/src/components/format';
import { couponStatusLabels, couponStatusPalette } from '@/src/components/coupon-messages';
import { countryName } from '@/src/components/place-labels';

/** The back office search's results (BackOfficeSearchScreen): a section per kind of record that matched, each match a link. */

/** A kind's section: its name and count, its matches, and the link to its whole list (`more`) when it has more. */
function KindSection({ kind, title, more, note, children }: { kind: SearchKind; title: ReactNode; more?: ReactNode; note?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} data-kind={kind} borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '5' }} minW="0">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="2">
        <Heading as="h2" id={headingId} fontSize="lg">
          {title}
        </Heading>
        {more && <SeeAll>{more}</SeeAll>}
      </HStack>
      {note && (
        <Text fontSize="sm" color="fg.muted" mb="1">
          {note}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="0">
        {children}
      </Stack>
    </Box>
  );
}

/** One match: its name as the link (in a code's type when `mono`), what tells it apart below, a badge beside. */
function Match({ link, mono, details, badge }: { link: ReactNode; mono?: boolean; details?: ReactNode; badge?: ReactNode }) {
  return (
    <HStack as="li" justify="space-between" align="start" gap="3" py="2.5" minW="0" borderTopWidth="1px" _first={{ borderTopWidth: '0' }}>
      <Box minW="0">
        <ChakraLink asChild {...linkStyle} fontFamily={mono ? 'mono' : undefined}>
          {link}
        </ChakraLink>
        {details && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {details}
          </Text>
        )}
      </Box>
      {badge && <Box flexShrink="0">{badge}</Box>}
    </HStack>
  );
}

const linkStyle = { fontWeight: 'semibold', color: 'fg', overflowWrap: 'anywhere' } as const;

/** The link to a kind's own list, searched by the same words. */
function SeeAll({ children }: { children: ReactNode }) {
  return (
    <ChakraLink asChild fontSize="sm" fontWeight="medium" variant="underline">
      {children}
    </ChakraLink>
  );
}

/** The cars or the yachts that matched, each opened in its fleet form; the supplier it belongs to below. */
function VehicleMatches({ kind, items }: { kind: 'cars' | 'yachts'; items: BackOfficeSearchResult['cars' | 'yachts']['items'] }) {
  return items.map((vehicle) => (
    <Match
      key={vehicle._id}
      link={
        <RouterLink to={kind === 'cars' ? '/manage/fleet/cars/$id' : '/manage/fleet/yachts/$id'} params={{ id: vehicle._id }}>
          {vehicle.brand} {vehicle.model}
        </RouterLink>
      }
      details={vehicle.supplier}
    />
  ));
}

/** Every kind that has a match, in a column on a phone and two from a wide screen. */
export function SearchGroups({ result, words }: { result: BackOfficeSearchResult; words: string }) {
  const { i18n, t } = useLingui();
  const { language, placeTime } = useFormat();
  const { users, suppliers, cars, yachts, places, coupons, bookings } = result;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
      {users.total > 0 && (
        <KindSection
          kind="users"
          title={<Trans>Users ({users.total})</Trans>}
          more={
            hasMore(result, 'users') && (
              <RouterLink to="/manage/users" search={{ search: words }}>
                <Trans>See all users</Trans>
              </RouterLink>
            )
          }
        >
          {users.items.map((user) => (
            <Match
              key={user._id}
              link={
                <RouterLink to="/manage/users/$id" params={{ id: user._id }}>
                  {user.fullName}
                </RouterLink>
              }
              details={user.email}
              badge={<Badge variant="subtle">{i18n._(accountTypeLabels[user.type])}</Badge>}
            />
          ))}
        </KindSection>
      )}

      {suppliers.total > 0 && (
        <KindSection
          kind="suppliers"
          title={<Trans>Rental companies ({suppliers.total})</Trans>}
          more={
            hasMore(result, 'suppliers') && (
              <RouterLink to="/manage/suppliers" search={{ search: words }}>
                <Trans>See all rental companies</Trans>
              </RouterLink>
            )
          }
        >
          {suppliers.items.map((supplier) => (
            <Match
              key={supplier._id}
              link={
                <RouterLink to="/manage/supplier" search={{ supplier: supplier._id }}>
                  {supplier.name}
                </RouterLink>
              }
              details={supplier.slug}
              badge={<SupplierTierBadge tier={supplier.tier} />}
            />
          ))}
        </KindSection>
      )}

      {cars.total > 0 && (
        <KindSection
          kind="cars"
          title={<Trans>Cars ({cars.total})</Trans>}
          more={
            hasMore(result, 'cars') && (
              <RouterLink to="/manage/fleet" search={{ search: words, kind: 'car' }}>
                <Trans>See all cars</Trans>
              </RouterLink>
            )
          }
        >
          <VehicleMatches kind="cars" items={cars.items} />
        </KindSection>
      )}

      {yachts.total > 0 && (
        <KindSection
          kind="yachts"
          title={<Trans>Yachts ({yachts.total})</Trans>}
          more={
            hasMore(result, 'yachts') && (
              <RouterLink to="/manage/fleet" search={{ search: words, kind: 'yacht' }}>
                <Trans>See all yachts</Trans>
              </RouterLink>
            )
          }
        >
          <VehicleMatches kind="yachts" items={yachts.items} />
        </KindSection>
      )}

      {places.total > 0 && (
        <KindSection
          kind="places"
          title={<Trans>Places ({places.total})</Trans>}
          more={
            hasMore(result, 'places') && (
              <RouterLink to="/manage/places" search={{ search: words }}>
                <Trans>See all places</Trans>
              </RouterLink>
            )
          }
        >
          {places.items.map((place) => (
            <Match
              key={place._id}
              link={
                <RouterLink to="/manage/places/$id" params={{ id: place._id }}>
                  {place.name}
                </RouterLink>
              }
              details={countryName(place.country, language)}
            />
          ))}
        </KindSection>
      )}

      {coupons.total > 0 && (
        <KindSection
          kind="coupons"
          title={<Trans>Coupons ({coupons.total})</Trans>}
          more={
            hasMore(result, 'coupons') && (
              <RouterLink to="/manage/coupons" search={{ search: words }}>
                <Trans>See all coupons</Trans>
              </RouterLink>
            )
          }
        >
          {coupons.items.map((coupon) => (
            <Match
              key={coupon._id}
              mono
              link={
                <RouterLink to="/manage/coupons/$id" params={{ id: coupon._id }}>
                  {coupon.code}
                </RouterLink>
              }
              badge={
                <Badge colorPalette={couponStatusPalette[coupon.status]} variant="subtle">
                  {i18n._(couponStatusLabels[coupon.status])}
                </Badge>
              }
            />
          ))}
        </KindSection>
      )}

      {bookings.total > 0 && (
        // The bookings' list has no search by words: no link to more of them, but a word of what is left out.
        <KindSection
          kind="bookings"
          title={<Trans>Bookings ({bookings.total})</Trans>}
          note={hasMore(result, 'bookings') && <Trans>The newest {bookings.items.length} are shown: add words to narrow the search.</Trans>}
        >
          {bookings.items.map((booking) => (
            <Match
              key={booking._id}
              link={
                <RouterLink to="/booking" search={{ b: booking._id }}>
                  {booking.vehicle}
                </RouterLink>
              }
              details={
                <>
                  {booking.driver ?? t`Deleted account`} ·{' '}
                  <Box as="span" whiteSpace="nowrap">
                    {placeTime(booking.from, booking.pickUpTimeZone, 'date')} – {placeTime(booking.to, booking.dropOffTimeZone, 'date')}
                  </Box>{' '}
                  · #{booking._id.slice(0, 8)}
                </>
              }
              badge={<BookingStatusBadge status={booking.status} size="sm" />}
            />
          ))}
        </KindSection>
      )}
    </SimpleGrid>
  );
}
