import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ListUsersQuery } from '@/machines/users/users-list';
import { accountTypeLabels } from '@/src/components/account-type';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';

/** The list's address: what /manage/users keeps in its query (validated by the route). */
export interface UsersSearch {
  search?: string;
  type?: NonNullable<ListUsersQuery['type']>;
  status?: NonNullable<ListUsersQuery['status']>;
  sort?: 'oldest' | 'name' | 'email';
  page?: number;
}

const types = ['user', 'supplier', 'admin', 'superadmin'] as const;

/** The accounts' search and filters; each change goes to the address (`onChange`), which the list follows. */
export function UsersFilters({ search, onChange }: { search: UsersSearch; onChange: (changes: Partial<UsersSearch>) => void }) {
  const { i18n, t } = useLingui();
  return (
    <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
      <ListSearchBox value={search.search ?? ''} label={t`Search the users`} placeholder={t`Name or email`} onSearch={(text) => onChange({ search: text.trim() || undefined })} />
      <ListChoice
        label={t`Type`}
        value={search.type ?? ''}
        options={[{ value: '', label: t`Every type` }, ...types.map((type) => ({ value: type, label: i18n._(accountTypeLabels[type]) }))]}
        onChange={(type) => onChange({ type: type || undefined })}
      />
      <ListChoice
        label={t`Status`}
        value={search.status ?? ''}
        options={[
          { value: '', label: t`Every status` },
          { value: 'active', label: t`Active` },
          { value: 'suspended', label: t`Suspended` },
          { value: 'notActivated', label: t`Not activated` },
          { value: 'licenceToVerify', label: t`Licence to verify` },
        ]}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <ListChoice
        label={t`Sort by`}
        value={search.sort ?? ''}
        options={[
          { value: '', label: t`Newest first` },
          { value: 'oldest', label: t`Oldest first` },
          { value: 'name', label: t`Name` },
          { value: 'email', label: t`Email` },
        ]}
        onChange={(sort) => onChange({ sort: sort || undefined })}
      />
    </Stack>
  );
}
