import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, RotateCcw } from 'lucide-react';
import { mayChangeType, maySuspend } from '@/domain/accounts';
import { UserType } from '@/openapi/generated/enums';
import type { User } from '@/openapi/types';
import { accountTypeLabels } from '@/src/components/account-type';
import { SelectInputField } from '@/src/components/form/record-fields';

export interface UserAccountSectionProps {
  user: User;
  viewer: { _id: string; type: UserType };
  suppliers: readonly { _id: string; name: string }[];
  /** The type and supplier being chosen (the machine's). */
  type: UserType;
  supplierId: string;
  supplierMissing: boolean;
  busy: boolean;
  /** Which change runs: its button spins. */
  working?: 'suspension' | 'type';
  onSuspend: () => void;
  onReinstate: () => void;
  onChooseType: (type: UserType, supplierId?: string) => void;
  onSaveType: () => void;
}

/**
 * What an admin may do to the account itself: suspend it (asked first) or reinstate it, and change its type (a
 * supplier's with its supplier). What the admin may not do (his own account, an admin unless he is a superadmin) is
 * said, not offered; the server checks it again.
 */
export function UserAccountSection({ user, viewer, suppliers, type, supplierId, supplierMissing, busy, working, onSuspend, onReinstate, onChooseType, onSaveType }: UserAccountSectionProps) {
  const { i18n, t } = useLingui();
  const actor = { id: viewer._id, type: viewer.type };
  const target = { id: user._id, type: user.type };
  if (!maySuspend(actor, target)) {
    return (
      <Text color="fg.muted">
        {viewer._id === user._id ? <Trans>This is your own account: another admin changes its type or suspends it.</Trans> : <Trans>Only a superadmin suspends an admin or changes an admin’s type.</Trans>}
      </Text>
    );
  }
  const options = UserType.filter((option) => option === user.type || mayChangeType(actor, target, option)).map((option) => ({ value: option, label: i18n._(accountTypeLabels[option]) }));
  const unchanged = type === user.type && (type !== 'supplier' || supplierId === (user.supplierId ?? ''));
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text fontWeight="medium">{user.suspended ? <Trans>This account is suspended: it cannot sign in.</Trans> : <Trans>This account can sign in.</Trans>}</Text>
        <HStack>
          {user.suspended ? (
            <Button size="sm" variant="outline" disabled={busy && working !== 'suspension'} loading={working === 'suspension'} onClick={onReinstate}>
              <RotateCcw aria-hidden="true" />
              <Trans>Reinstate the account</Trans>
            </Button>
          ) : (
            <Button size="sm" colorPalette="red" variant="outline" disabled={busy && working !== 'suspension'} loading={working === 'suspension'} onClick={onSuspend}>
              <Ban aria-hidden="true" />
              <Trans>Suspend the account</Trans>
            </Button>
          )}
        </HStack>
      </Stack>
      <Stack
        as="form"
        gap="3"
        onSubmit={(event) => {
          event.preventDefault();
          onSaveType();
        }}
      >
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <SelectInputField name="type" label={<Trans>Type of account</Trans>} value={type} options={options} onChange={(value) => value && onChooseType(value)} />
          {type === 'supplier' && (
            <SelectInputField
              name="supplierId"
              label={<Trans>Rental company</Trans>}
              value={supplierId}
              placeholder={t`Choose…`}
              required
              error={supplierMissing ? t`Choose the rental company this account works for.` : undefined}
              options={suppliers.map((supplier) => ({ value: supplier._id, label: supplier.name }))}
              onChange={(value) => onChooseType('supplier', value)}
            />
          )}
        </Box>
        <Text fontSize="sm" color="fg.muted">
          <Trans>The change holds from the account’s next request.</Trans>
        </Text>
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" disabled={unchanged || (busy && working !== 'type')} loading={working === 'type'}>
            <Trans>Change the type</Trans>
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
