import { Box, Container, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { Building2, CarFront, Inbox, LifeBuoy, MapPin, Newspaper, Search, Store, TicketPercent, Users } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The back office's sections, above each of its pages: a row of links that scrolls sideways on a phone. The page of
 * the section shown is marked as the current one (aria-current, set by the router's Link). A supplier's account has its own profile; an admin has the suppliers (each opening its profile), the places, the
 * accounts, the coupons, the blog and the help centre, the inbox, and the search across all of them.
 */
export function ManageNav({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const list = useCurrentSectionInView();
  return (
    <Box as="nav" aria-label={t`Back office`} borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="7xl" px={{ base: '2', md: '6' }}>
        <HStack ref={list} as="ul" listStyleType="none" gap="1" overflowX="auto" py="1.5">
          <NavItem to="/manage/fleet" icon={<CarFront aria-hidden="true" size="18" />}>
            {t`Fleet`}
          </NavItem>
          {admin ? (
            <>
              <NavItem to="/manage/suppliers" icon={<Store aria-hidden="true" size="18" />}>
                {t`Rental companies`}
              </NavItem>
              <NavItem to="/manage/places" icon={<MapPin aria-hidden="true" size="18" />}>
                {t`Places`}
              </NavItem>
              <NavItem to="/manage/users" icon={<Users aria-hidden="true" size="18" />}>
                {t`Users`}
              </NavItem>
              <NavItem to="/manage/coupons" icon={<TicketPercent aria-hidden="true" size="18" />}>
                {t`Coupons`}
              </NavItem>
              <NavItem to="/manage/blog" icon={<Newspaper aria-hidden="true" size="18" />}>
                {t`Blog`}
              </NavItem>
              <NavItem to="/manage/help" icon={<LifeBuoy aria-hidden="true" size="18" />}>
                {t`Help centre`}
              </NavItem>
              <NavItem to="/manage/inbox" icon={<Inbox aria-hidden="true" size="18" />}>
                {t`Inbox`}
              </NavItem>
              <NavItem to="/manage/search" icon={<Search aria-hidden="true" size="18" />}>
                {t`Search`}
              </NavItem>
            </>
          ) : (
            <NavItem to="/manage/supplier" icon={<Building2 aria-hidden="true" size="18" />}>
              {t`Company profile`}
            </NavItem>
          )}
        </HStack>
      </Container>
    </Box>
  );
}

/**
 * On a phone the row is wider than the screen: the current section, opened by its address or from a page of the
 * section, may lie beyond its right edge. The row (never the page: it must not jump) is scrolled to show it in the
 * middle, on each new page.
 */
function useCurrentSectionInView() {
  // A <ul> in the page; typed as the element HStack renders by default.
  const list = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left >= rowBox.left && box.right <= rowBox.right) return;
    row.scrollTo({ left: row.scrollLeft + box.left - rowBox.left - (rowBox.width - box.width) / 2, behavior: 'instant' });
  }, [pathname]);
  return list;
}

function NavItem({ to, icon, children }: { to: '/manage/fleet' | '/manage/supplier' | '/manage/suppliers' | '/manage/places' | '/manage/users' | '/manage/coupons' | '/manage/blog' | '/manage/help' | '/manage/inbox' | '/manage/search'; icon: ReactNode; children: ReactNode }) {
  return (
    <Box as="li" flexShrink="0">
      <Box
        asChild
        display="inline-flex"
        alignItems="center"
        gap="2"
        px="3"
        py="2"
        minH="10"
        borderRadius="md"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        css={{ '&[aria-current=page]': { bg: 'bg', color: 'fg', boxShadow: 'xs' } }}
      >
        <Link to={to}>
          {icon}
          {children}
        </Link>
      </Box>
    </Box>
  );
}
