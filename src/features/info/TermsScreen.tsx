import { Box, Container, Grid, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MINIMUM_AGE } from '../../../domain/validation';

interface TermsSection {
  /** The anchor of the section: `/terms-and-conditions#deposits`. */
  id: string;
  title: ReactNode;
  body: ReactNode;
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text lineHeight="1.75">{children}</Text>;
}

function Bullets({ children }: { children: ReactNode }) {
  return (
    <List.Root as="ul" gap="2" ps="5" lineHeight="1.75">
      {children}
    </List.Root>
  );
}

function Item({ children }: { children: ReactNode }) {
  return <List.Item>{children}</List.Item>;
}

/** The term a list item defines, in bold at its start. */
function Term({ children }: { children?: ReactNode }) {
  return (
    <Box as="strong" fontWeight="semibold">
      {children}
    </Box>
  );
}

const sections: readonly TermsSection[] = [
  {
    id: 'who-we-are',
    title: <Trans>Who we are</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            Azura is an online marketplace for renting cars and yachts. We connect you with independent rental
            suppliers: car rental companies and yacht charter operators.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Azura is not the rental company. When you book, the rental contract is between you and the supplier
            named in the offer, under that supplier’s rental conditions. We run the marketplace, take your booking,
            pass it on to the supplier and help you if something goes wrong.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            In these terms, “we” means Azura, “you” means the person using Azura, and “supplier” means the company
            that provides the car or yacht.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'your-account',
    title: <Trans>Your account</Trans>,
    body: (
      <>
        <Bullets>
          <Item>
            <Trans>You must be at least {MINIMUM_AGE} years old to create an account.</Trans>
          </Item>
          <Item>
            <Trans>
              Give accurate and complete information, such as your name, email address, phone number and date of
              birth, and keep it up to date.
            </Trans>
          </Item>
          <Item>
            <Trans>An account is for one person only. Do not share it or open one in someone else’s name.</Trans>
          </Item>
          <Item>
            <Trans>
              Keep your password secret and do not use it on other sites. If you think someone else has used your
              account, change your password and tell us at once.
            </Trans>
          </Item>
        </Bullets>
        <Paragraph>
          <Trans>
            We may suspend or close an account that is used for fraud, false bookings, abuse of suppliers or other
            users, or anything else that breaks these terms. Unless the law or safety reasons prevent it, we tell you
            why and give you the chance to respond.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'bookings',
    title: <Trans>Bookings</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            Each offer shows the car or yacht, the supplier, the pick-up and return places and times, what the price
            includes and the supplier’s conditions. Please read them before you book.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Suppliers set their own requirements, such as a minimum driver age, which may be higher
            than {MINIMUM_AGE}, and how long you must have held your licence. If you do not meet them at pick-up,
            the supplier may refuse to hand over the vehicle.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Your booking is confirmed when we show you the confirmation and send it to you by email. At pick-up,
            bring your driving licence, an identity document and any other document the offer asks for.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'prices',
    title: <Trans>Prices</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>Prices are shown in euros (€), taxes included, for the dates and options you choose.</Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            When you book, our server calculates the price again and confirms it: that is the price you pay. If it
            differs from the price you saw, for example because the supplier has changed its rates, we show you the
            new price before you confirm.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Extras you add at the counter, fines, tolls and charges for damage, missing fuel or a late return are
            not part of the booking price. The supplier charges them under the rental contract.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'payment',
    title: <Trans>Pay later or pay online</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>Depending on the supplier, you can choose how to pay:</Trans>
        </Paragraph>
        <Bullets>
          <Item>
            <Trans>
              <Term>Pay later:</Term> you pay nothing when you book, and you pay the supplier at pick-up.
            </Trans>
          </Item>
          <Item>
            <Trans>
              <Term>Pay online:</Term> you pay the full price by card when you book. We collect the payment on the
              supplier’s behalf.
            </Trans>
          </Item>
        </Bullets>
      </>
    ),
  },
  {
    id: 'deposits',
    title: <Trans>Deposits</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>Most rentals need a security deposit. Its amount is shown with each offer.</Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            The deposit is held by the supplier, not by Azura, usually as a hold on a credit card in the main
            driver’s name at pick-up. The supplier releases it after the return, minus any amount you owe under the
            rental contract, such as damage, missing fuel or fines.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'amendments-and-cancellations',
    title: <Trans>Amending or cancelling a booking</Trans>,
    body: (
      <>
        <Bullets>
          <Item>
            <Trans>
              <Term>Pay later:</Term> you can amend or cancel your booking free of charge.
            </Trans>
          </Item>
          <Item>
            <Trans>
              <Term>Pay online:</Term> you can amend or cancel under the conditions shown with the offer when you
              booked. They say whether it is free, costs a fee or is not possible. Refunds go back to the card you
              paid with.
            </Trans>
          </Item>
        </Bullets>
        <Paragraph>
          <Trans>
            If the supplier cannot provide what you booked, we tell you as soon as we know and help you find a
            similar offer. If you do not accept it, you get back everything you paid through Azura.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'driver-obligations',
    title: <Trans>Your obligations as a driver</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>When you rent a car, you and every other driver named in the booking must:</Trans>
        </Paragraph>
        <Bullets>
          <Item>
            <Trans>
              hold a valid driving licence for the vehicle and bring it to pick-up (a licence issued outside the EU
              may need an International Driving Permit);
            </Trans>
          </Item>
          <Item>
            <Trans>obey the traffic laws of every country you drive in, and pay the fines and tolls you incur;</Trans>
          </Item>
          <Item>
            <Trans>never drive under the influence of alcohol or drugs;</Trans>
          </Item>
          <Item>
            <Trans>let only the drivers named in the booking drive;</Trans>
          </Item>
          <Item>
            <Trans>ask the supplier before you take the car to another country or on a ferry;</Trans>
          </Item>
          <Item>
            <Trans>
              return the car at the agreed place and time, in the condition you received it, apart from normal
              wear.
            </Trans>
          </Item>
        </Bullets>
      </>
    ),
  },
  {
    id: 'fuel-and-mileage',
    title: <Trans>Fuel and mileage</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>Each car offer shows its fuel policy:</Trans>
        </Paragraph>
        <Bullets>
          <Item>
            <Trans>
              <Term>Like for like:</Term> return the car with the same fuel level as at pick-up. If there is less,
              the supplier charges the missing fuel and may add a refuelling fee.
            </Trans>
          </Item>
          <Item>
            <Trans>
              <Term>Free tank:</Term> a full tank is included in the price. You can return the car at any fuel
              level; unused fuel is not refunded.
            </Trans>
          </Item>
        </Bullets>
        <Paragraph>
          <Trans>
            Mileage is either unlimited or limited to the number of kilometres shown with the offer. Beyond the
            limit, the supplier charges each extra kilometre at the rate in its conditions.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'yachts',
    title: <Trans>Yacht rentals</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            The offer says whether a yacht comes with a skipper or crew provided by the supplier, or whether you may
            sail it yourself.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            To sail a yacht yourself, you need the boating licence and experience required by the supplier and by
            the law of the waters you sail in, and you must show them before departure. If you cannot, the supplier
            may refuse the handover or require a skipper at your cost.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            The skipper is responsible for the safety of the yacht and everyone on board. Follow their
            instructions, keep to the number of guests shown in the offer and stay in the sailing area agreed with
            the supplier. If the weather makes sailing unsafe, the skipper may delay departure or change the route.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'liability',
    title: <Trans>Liability</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            The supplier is responsible for the rental itself: the car or yacht, its condition, its insurance and
            the handover. Claims about them are made against the supplier under the rental contract; we help you
            reach the supplier and settle the problem.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            We are responsible for the Azura service: showing offers as suppliers give them to us, handling your
            booking and, with pay online, your payment. We are not liable for losses we could not reasonably foresee
            or for events beyond our reasonable control.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            You are responsible for damage, fines and charges that arise during your rental, except where the cover
            included in your booking applies. The cover and its excess are shown with each offer.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Nothing in these terms limits your rights as a consumer under the law that applies to you, or any
            liability that the law does not allow us to limit.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'personal-data',
    title: <Trans>Personal data</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            We process your account data, such as your name, email address, phone number and date of birth, and
            your booking data to provide the service: to run your account, handle your bookings and give the
            supplier what it needs to carry out your rental.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            You can ask us for a copy of your data, and to correct or delete it, within the limits set by law.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'changes-to-these-terms',
    title: <Trans>Changes to these terms</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            We may update these terms, for example when we add a feature or when the law changes. The date at the
            top of this page shows when they last changed.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            We tell you about important changes by email or on Azura before they apply. Bookings you have already
            made stay under the terms in force when you made them.
          </Trans>
        </Paragraph>
      </>
    ),
  },
  {
    id: 'contact',
    title: <Trans>Contact us</Trans>,
    body: (
      <>
        <Paragraph>
          <Trans>
            For questions about these terms, your account or a booking, write to the Azura team through the contact
            form on our website.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            For anything about the rental on the day, such as pick-up, the vehicle or its return, contact the
            supplier directly: their details are in your booking.
          </Trans>
        </Paragraph>
      </>
    ),
  },
];

const contentsHeadingId = 'terms-contents';

/**
 * A keyboard or screen reader user who follows a contents link lands in the section: the router
 * scrolls to the hash, and the section takes the focus so that Tab and reading continue from there.
 */
function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

function Contents() {
  return (
    <Box
      as="nav"
      aria-labelledby={contentsHeadingId}
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      maxH={{ lg: 'calc(100dvh - 7rem)' }}
      overflowY={{ lg: 'auto' }}
      p={{ base: '5', lg: '0' }}
      borderWidth={{ base: '1px', lg: '0' }}
      borderColor="border.muted"
      borderRadius="xl"
      bg={{ base: 'bg.subtle', lg: 'transparent' }}
    >
      <Heading
        id={contentsHeadingId}
        as="h2"
        size="sm"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="3"
      >
        <Trans>Contents</Trans>
      </Heading>
      <List.Root as="ol" gap="1" ps="6" fontSize="sm">
        {sections.map((section) => (
          <List.Item key={section.id} py="0.5">
            <ChakraLink asChild color="fg" textUnderlineOffset="3px" _hover={{ color: 'brand.fg' }}>
              <Link to="/terms-and-conditions" hash={section.id} onClick={() => focusSection(section.id)}>
                {section.title}
              </Link>
            </ChakraLink>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function Section({ section, number }: { section: TermsSection; number: number }) {
  const headingId = `${section.id}-title`;
  return (
    <Stack
      as="section"
      id={section.id}
      aria-labelledby={headingId}
      tabIndex={-1}
      gap="4"
      // Clear the sticky header when the router scrolls here.
      scrollMarginTop="24"
      outline="none"
    >
      <Heading id={headingId} as="h2" fontSize={{ base: 'xl', lg: '2xl' }} lineHeight="1.3" letterSpacing="tight">
        <Box as="span" color="brand.fg" me="2">
          {number}.
        </Box>
        {section.title}
      </Heading>
      {section.body}
    </Stack>
  );
}

/** The Terms of Use that every driver accepts at sign-up. */
export function TermsScreen() {
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
        <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '10', lg: '16' }} pb={{ base: '6', lg: '10' }}>
          <Stack gap="4" maxW="70ch">
            <Heading
              as="h1"
              fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              <Trans>Terms of Use</Trans>
            </Heading>
            <Text fontSize={{ base: 'md', lg: 'lg' }} color="fg.muted" lineHeight="1.7">
              <Trans>
                These terms apply when you use Azura to find, book and manage car and yacht rentals. Please read
                them before you create an account or book: by doing either, you accept them.
              </Trans>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Last updated: <time dateTime="2026-11-21">21 November 2026</time>
              </Trans>
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '4', lg: '6' }} pb={{ base: '12', lg: '20' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 70ch)' }}
          gap={{ base: '10', lg: '12' }}
          alignItems="start"
        >
          <Contents />
          <Stack as="article" gap={{ base: '10', lg: '12' }} maxW="70ch" minW="0">
            {sections.map((section, index) => (
              <Section key={section.id} section={section} number={index + 1} />
            ))}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
