import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Heading,
  Icon,
  Link as ChakraLink,
  type LinkProps as ChakraLinkProps,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createLink } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { type AnchorHTMLAttributes, type ReactNode, forwardRef } from 'react';
import { networkDown } from './messages';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Under the card: the way to the other account page ("No account yet? Sign up"). */
  footer?: ReactNode;
  icon?: LucideIcon;
  tone?: 'brand' | 'green' | 'red' | 'orange';
  children?: ReactNode;
}

/** The frame of every account page: a centred card with a clear title, on a soft brand background. */
export function AuthCard({ title, subtitle, footer, icon, tone = 'brand', children }: AuthCardProps) {
  return (
    <Box
      flex="1"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '6', md: '16' }}
      px={{ base: '3', sm: '4' }}
    >
      <Container maxW="md" px="0">
        <Card.Root variant="elevated" size={{ base: 'md', md: 'lg' }} borderRadius="2xl" boxShadow="lg">
          <Card.Header gap="2" textAlign={icon ? 'center' : undefined} alignItems={icon ? 'center' : undefined}>
            {icon && (
              <Box bg={`${tone}.subtle`} color={`${tone}.fg`} borderRadius="full" p="3" mb="2">
                <Icon as={icon} boxSize="7" aria-hidden="true" />
              </Box>
            )}
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Card.Header>
          {children && <Card.Body>{children}</Card.Body>}
        </Card.Root>
        {footer && (
          <Text textAlign="center" mt="6" color="fg.muted">
            {footer}
          </Text>
        )}
      </Container>
    </Box>
  );
}

const BrandAnchor = forwardRef<HTMLAnchorElement, ChakraLinkProps>(function BrandAnchor(props, ref) {
  return <ChakraLink ref={ref} color="brand.fg" fontWeight="medium" {...props} />;
});

/** A text link to another route, typed by the router (path and search), styled like the brand's links. */
export const TextLink = createLink(BrandAnchor);

const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: 'solid' | 'outline' }>(
  function ButtonAnchor({ variant = 'solid', children, ...props }, ref) {
    return (
      // A long label ('Se connecter avec un code reçu par e-mail' at 360 px) wraps inside the button.
      <Button asChild size="lg" width="full" colorPalette="brand" variant={variant} whiteSpace="normal" h="auto" minH="11" py="2" textAlign="center">
        <a ref={ref} {...props}>
          {children}
        </a>
      </Button>
    );
  },
);

/** A full-width button that goes to another route. */
export const ButtonLink = createLink(ButtonAnchor);

export interface NoticeProps {
  status: 'error' | 'success' | 'warning' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons under the text (retry, resend). */
  actions?: ReactNode;
}

/** A message about the whole form or page, announced by screen readers when it appears. */
export function Notice({ status, title, children, actions }: NoticeProps) {
  return (
    <Alert.Root status={status} borderRadius="lg" role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content gap="1">
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
        {actions && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="2">
            {actions}
          </Stack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** A page-level wait (checking a link): a spinner with its reason, marked busy. */
export function Working({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap="4" py="6" role="status" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}

/** The server could not be reached: the product's message and a way to try again. */
export function NetworkDownNotice({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Notice
      status="error"
      title={i18n._(networkDown.title)}
      actions={
        <Button size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {i18n._(networkDown.description)}
    </Notice>
  );
}
