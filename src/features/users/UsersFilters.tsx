import { useLingui } from '@lingui/react/macro';
import { UserListStatus, UserSort, UserSortDefault } from '@/openapi/generated/enums';
import type { ListUsersQuery } from '@/machines/users/users-list';
import { accountTypeLabels } from '@/src/components/account-type';
import { sortChoices } from '@/src/components/list/list-search';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';

/** The list's address: what /manage/users keeps in its query (validated by the route). */
export interface UsersSearch {
  search?: string;
  type?: NonNullable<ListUsersQuery['type']>;
  status?: UserListStatus;
  sort?: Exclude<UserSort, typeof UserSortDefault>;
  page?: number;
}

const types = ['user', 'supplier', 'admin', 'superadmin'] as const;

/** The accounts' search and filters (in the list frame's Filters); each change goes to the address (`onChange`), which the list follows. */
export function UsersFilters({ search, onChange }: { search: UsersSearch; onChange: (changes: Partial<UsersSearch>) => void }) {
  const { i18n, t } = useLingui();
  const statusLabels: Record<UserListStatus, string> = { active: t`Active`, suspended: t`Suspended`, notActivated: t`Not activated`, licenceToVerify: t`Licence to verify` };
  return (
    <>
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
        options={[{ value: '', label: t`Every status` }, ...UserListStatus.map((status) => ({ value: status, label: statusLabels[status] }))]}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <ListChoice
        label={t`Sort by`}
        value={search.sort ?? ''}
        options={sortChoices(UserSort, UserSortDefault, { newest: t`Newest first`, oldest: t`Oldest first`, name: t`Name`, email: t`Email` })}
        onChange={(sort) => onChange({ sort: sort || undefined })}
      />
    </>
  );
}
