import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TeamMember } from '../../engine/api/agent-team.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { teamMembersResource } from '../../engine/state/agent-team.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { GatedPage } from '../ui/member-gates.tsx';
import {
  RecordFilter,
  RecordResult,
  RecordSearch,
  RecordTable,
  type RecordColumn,
} from '../ui/records.tsx';
import { OutsideTeam, outsideTeam } from '../ui/team-reach.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney } from '../ui/use-money.ts';
import type { AgentTeamMembersSettings } from './schema.ts';
import { SendMoney } from './send-money.tsx';
import { TeamPath } from './team-path.tsx';
import './agent-team-members.css';

type Sort = 'username' | 'level' | 'createdAt' | 'lastLoginAt';
type Order = 'asc' | 'desc';
/** The orders offered, each a column and a direction; the select's value is the index. */
const orders: readonly (readonly [Sort, Order])[] = [
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['username', 'asc'],
  ['username', 'desc'],
  ['level', 'asc'],
  ['level', 'desc'],
  ['lastLoginAt', 'desc'],
  ['lastLoginAt', 'asc'],
];

/** Team management: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentTeamMembers({ settings }: WidgetProps<AgentTeamMembersSettings>) {
  const { t } = useLingui();
  return (
    <GatedPage
      className="records team-members"
      title={t`Team management`}
      visitorMessage={t`Log in as an agent to manage your team.`}
      agentsOnly
    >
      <Team pageSize={settings.pageSize} />
    </GatedPage>
  );
}

/**
 * Whose downlines are shown (the agent's, or a sub-agent's drilled into, with the way back up),
 * or a search of the whole team; the order and the page; the members as a table, a sub-agent's
 * team a button away, and "Send money" for each downline the brand lets the agent reach.
 */
function Team({ pageSize }: { pageSize: number }) {
  const { t } = useLingui();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom) ?? '';
  const [path, setPath] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState(0);
  const [page, setPage] = useState(1);
  const [sendTo, setSendTo] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState('');
  const when = useDateTime();
  const money = useMoney();
  const [sort, direction] = orders[order]!;
  const members = useResource(
    teamMembersResource,
    {
      token,
      parent: search ? undefined : path.at(-1),
      search: search || undefined,
      sort,
      order: direction,
      page,
      pageSize,
    },
    { enabled: Boolean(token) },
  );
  const reachable = (member: TeamMember) => member.level === 1 || brand.agents.transfers === 'team';
  const openTeam = (username: string) => {
    setPath(search ? [username] : [...path, username]);
    setSearch('');
    setPage(1);
  };

  const orderLabels = [
    t`Newest registered first`,
    t`Oldest registered first`,
    t`Username, A to Z`,
    t`Username, Z to A`,
    t`Nearest level first`,
    t`Deepest level first`,
    t`Latest login first`,
    t`Earliest login first`,
  ];
  const columns: RecordColumn<TeamMember>[] = [
    { key: 'username', label: t`Username`, cell: (row) => row.username },
    { key: 'nickname', label: t`Nickname`, cell: (row) => row.nickname },
    {
      key: 'level',
      label: t`Role and level`,
      cell: (row) => {
        const level = row.level;
        return row.isAgent ? t`Sub-agent, level ${level}` : t`Player, level ${level}`;
      },
    },
    { key: 'balance', label: t`Balance`, numeric: true, cell: (row) => money(row.balanceMinor) },
    {
      key: 'lastLoginAt',
      label: t`Last login`,
      cell: (row) => (row.lastLoginAt ? when(row.lastLoginAt) : t`Never`),
    },
    {
      key: 'status',
      label: t`Status`,
      cell: (row) => (
        <span className="team-status" data-status={row.status}>
          {row.status === 'locked' ? t`Locked` : t`Active`}
        </span>
      ),
    },
    {
      key: 'team',
      label: t`Team size`,
      numeric: true,
      cell: (row) => {
        const name = row.username;
        return row.isAgent ? (
          <button
            type="button"
            className="link-button"
            aria-label={t`Open the team of ${name} (${row.teamSize})`}
            onClick={() => openTeam(name)}
          >
            {row.teamSize}
          </button>
        ) : (
          row.teamSize
        );
      },
    },
    {
      key: 'actions',
      label: t`Actions`,
      cell: (row) => {
        const name = row.username;
        return reachable(row) ? (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t`Send money to ${name}`}
            onClick={() => setSendTo(row)}
          >
            {t`Send money`}
          </button>
        ) : null;
      },
    },
  ];

  return (
    <>
      <div className="record-filters">
        <RecordSearch
          key={search}
          label={t`Search the whole team by username`}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <RecordFilter
          label={t`Order`}
          value={String(order)}
          all={false}
          options={orders.map((_, index) => ({
            value: String(index),
            label: orderLabels[index]!,
          }))}
          onChange={(next) => {
            setOrder(Number(next));
            setPage(1);
          }}
        />
      </div>
      <TeamPath
        path={path}
        search={search}
        onOpen={(depth) => {
          setPath(path.slice(0, depth));
          setSearch('');
          setPage(1);
        }}
      />
      <p className="form-notice" role="status" data-testid="team-notice">
        {notice}
      </p>
      {outsideTeam(members) ? (
        <OutsideTeam username={path.at(-1) ?? ''} />
      ) : (
        <RecordResult
          state={members}
          loadingLabel={t`Loading your team`}
          isEmpty={(data) => data.list.length === 0}
          page={page}
          totalPages={(data) => data.totalPages}
          onPage={setPage}
        >
          {(data) => (
            <RecordTable
              caption={t`Team members`}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.username}
              sortedBy={{ key: sort, order: direction }}
            />
          )}
        </RecordResult>
      )}
      {sendTo ? (
        <SendMoney
          member={sendTo}
          onClose={() => setSendTo(null)}
          onSent={(text) => {
            setNotice(text);
            setSendTo(null);
            members.refresh();
          }}
        />
      ) : null}
    </>
  );
}
