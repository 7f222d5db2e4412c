import { useMemo, useState, type ReactNode } from 'react';
import type { DirectoryScope, DirectorySpec } from '../../model/directoryQuery';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';
import { DirectoryFilters } from './DirectoryFilters';
import { DirectoryResults } from './DirectoryResults';
import { emptyForm, filtersOf, type FilterForm } from './filterForm';
import { useDirectoryList } from './useDirectoryList';
import '../influencers.css';

type Props = {
  scope: DirectoryScope;
  emptyText: string;
  /** Above the filters, beside nothing: the admin's Instagram lookup. */
  tools?: ReactNode;
};

/**
 * Filters and results of /app/influencers and /app/myInfluencers. Choices apply at once; the
 * name search and the follower fields wait until typing stops.
 */
export function DirectoryView({ scope, emptyText, tools }: Props) {
  const [form, setForm] = useState<FilterForm>(emptyForm);
  const search = useDebouncedValue(form.search);
  const min = useDebouncedValue(form.min);
  const max = useDebouncedValue(form.max);
  const settled = useMemo(
    () => filtersOf({ ...form, search, min, max }),
    // `form`'s typed fields are replaced by their settled values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      form.category,
      form.gender,
      form.platform,
      form.partnership,
      form.hideAgencyInfluencers,
      form.agencyUid,
      form.approval,
      search,
      min,
      max,
    ],
  );
  const spec = useMemo((): DirectorySpec => ({ scope, filters: settled }), [scope, settled]);
  const list = useDirectoryList(spec);

  return (
    <>
      {tools}
      <DirectoryFilters scope={scope} form={form} onChange={setForm} />
      <DirectoryResults list={list} emptyText={emptyText} />
    </>
  );
}
