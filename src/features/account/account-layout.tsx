import { Alert, Box, Card, Container, Heading, HStack, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccountPageProps {
  title: ReactNode;
  /** Under the title: what the screen is for. */
  intro?: ReactNode;
  /** The screen one level up (the account, or the settings) and its name, for the back link. */
  back?: { to: LinkProps['to']; label: ReactNode };
  children: ReactNode;
}

/** The frame of an account screen: a column that reads well on a phone and on a desktop, with a way back. */
export function AccountPage({ title, intro, back, children }: AccountPageProps) {
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '5', lg: '10' }}>
      {back && (
        <ChakraLink asChild color="fg.muted" fontSize="sm" mb="3" display="inline-flex" gap="1" alignItems="center">
          <Link to={back.to}>
            <ChevronLeft size={16} aria-hidden="true" />
            {back.label}
          </Link>
        </ChakraLink>
      )}
      <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mt="2">
          {intro}
        </Text>
      )}
      <Stack gap="5" mt={{ base: '5', lg: '8' }}>
        {children}
      </Stack>
    </Container>
  );
}

export interface SettingsSectionProps {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  /** A destructive section (sign out of every device) is outlined in red. */
  tone?: 'danger';
  children: ReactNode;
}

/** One titled card of settings; its heading names the region for screen readers. */
export function SettingsSection({ id, title, description, tone, children }: SettingsSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="xl"
      borderColor={tone === 'danger' ? 'red.muted' : undefined}
      scrollMarginTop="20"
    >
      <Card.Header gap="1" pb="0">
        <Heading id={headingId} as="h2" size="lg">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A message about a whole form (its last save failed, a link was sent), announced when it appears. */
export function FormAlert({ status, title, children }: { status: 'error' | 'success' | 'info'; title?: ReactNode; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="lg" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export interface LinkRowProps {
  to: LinkProps['to'];
  icon: LucideIcon;
  label: ReactNode;
  /** What is set now (the name, the language), under the label. */
  value?: ReactNode;
  /** The value wraps rather than being cut (a sentence, not a name). */
  wrap?: boolean;
}

/** A row of an account list that opens another screen: icon, label, current value, chevron. */
export function LinkRow({ to, icon, label, value, wrap = false }: LinkRowProps) {
  return (
    <Box as="li" listStyleType="none">
      <Link to={to}>
        <HStack
          gap="3"
          px="4"
          py="3"
          minH="14"
          _hover={{ bg: 'bg.muted' }}
          transition="background 0.15s"
          borderRadius="lg"
        >
          <Icon as={icon} boxSize="5" color="brand.fg" aria-hidden="true" />
          <Box flex="1" minW="0">
            <Text fontWeight="medium">{label}</Text>
            {value !== undefined && (
              <Text fontSize="sm" color="fg.muted" truncate={!wrap}>
                {value}
              </Text>
            )}
          </Box>
          <ChevronRight size={18} aria-hidden="true" />
        </HStack>
      </Link>
    </Box>
  );
}

/** A list of LinkRows in a card. */
export function LinkList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body p="1.5">
        <Stack as="ul" gap="0" aria-label={label} m="0" p="0">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
