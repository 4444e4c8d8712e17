import { Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { supplierTierCodes } from '@/domain/catalog';
import { SupplierTierBadge } from '@/src/components/SupplierTierBadge';
import { membershipPage, tierBenefits } from './pages/membership';
import { InfoBody, InfoHero, InfoSections } from './InfoPageView';

const tierOrder = ['silver', 'gold', 'vip'] as const;

/** `/membership`: the supplier tiers (gold, silver, vip), what each asks and gives, and how to join. */
export function MembershipScreen() {
  const { i18n } = useLingui();
  return (
    <>
      <InfoHero content={membershipPage}>
        <Box>
          <Button asChild colorPalette="brand">
            <Link to="/work-with-us">
              <Trans>Apply to list your fleet</Trans>
            </Link>
          </Button>
        </Box>
      </InfoHero>
      <InfoBody>
        <Stack as="section" gap="5" aria-labelledby="tiers">
          <Heading as="h2" id="tiers" fontSize={{ base: 'xl', lg: '2xl' }} letterSpacing="tight">
            <Trans>The three tiers</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {tierOrder.map((tier) => {
              const benefits = tierBenefits[tier];
              return (
                <Stack key={tier} as="article" gap="4" p="6" borderWidth="1px" borderColor="border.muted" borderRadius="xl" bg="bg.panel">
                  <Stack gap="2">
                    <Box>
                      <SupplierTierBadge tier={tier} />
                    </Box>
                    <Text color="fg.muted" fontSize="sm">
                      <Trans>Tier code {supplierTierCodes[tier]}</Trans>
                    </Text>
                    <Text>{i18n._(benefits.summary)}</Text>
                  </Stack>
                  <Stack gap="2">
                    <Heading as="h3" fontSize="md">
                      <Trans>What it asks</Trans>
                    </Heading>
                    <List.Root gap="1.5" ps="5" color="fg.muted">
                      {benefits.requires.map((item) => (
                        <List.Item key={item.id}>{i18n._(item)}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                  <Stack gap="2">
                    <Heading as="h3" fontSize="md">
                      <Trans>What it gives</Trans>
                    </Heading>
                    <List.Root gap="1.5" variant="plain">
                      {benefits.gives.map((item) => (
                        <List.Item key={item.id} alignItems="flex-start">
                          <List.Indicator asChild color="green.fg" mt="1">
                            <Check size={16} aria-hidden="true" />
                          </List.Indicator>
                          {i18n._(item)}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Stack>
        <InfoSections sections={membershipPage.sections} />
      </InfoBody>
    </>
  );
}
