import { Avatar, Badge, Box, Card, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@/openapi/types';
import { accountTypeLabels } from '@/src/components/account-type';

/** Who is signed in: avatar, name, email and account type, as the account screen opens. */
export function AccountSummary({ user }: { user: User }) {
  const { i18n } = useLingui();
  return (
    <Card.Root variant="subtle" borderRadius="xl" bg="brand.subtle/60">
      <Card.Body>
        <HStack gap="4">
          <Avatar.Root size="2xl" colorPalette="brand" flexShrink="0">
            <Avatar.Fallback name={user.fullName} />
            {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
          </Avatar.Root>
          <Box minW="0" flex="1">
            <Text fontWeight="bold" fontSize="lg" truncate>
              {user.fullName}
            </Text>
            <Text color="fg.muted" fontSize="sm" truncate>
              {user.email}
            </Text>
            <Badge mt="1.5" colorPalette="brand" variant="solid">
              {i18n._(accountTypeLabels[user.type])}
            </Badge>
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
