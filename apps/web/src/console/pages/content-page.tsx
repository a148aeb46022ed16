import {
  API,
  BANNER_GROUPS,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  EXECUTION_CODES,
  LANGUAGES,
  LINKAGE_TYPES,
  type TAdminAnnouncementRow,
  type TAdminAnnouncementsQuery,
  type TAdminBannerRow,
  type TAdminBannersQuery,
  type TOperatorMe,
  ZAdminAnnouncement,
  ZAdminAnnouncementsResponse,
  ZAdminBanner,
  ZAdminBannersResponse,
  ZAdminCreated,
  ZContentImage,
  ZOk,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { can, consoleRequest, when } from '../console-api.ts';
import {
  EditorFrame,
  FieldError,
  fromLocalInput,
  issuesOf,
  Refusal,
  refusal,
  toLocalInput,
} from './console-forms.tsx';
import { useListParams } from './list-params.ts';
import { Pager } from './pager.tsx';
import { useTabStrip } from './tab-strip.tsx';

type Tab = 'banners' | 'announcements' | 'popups';
const TABS: { id: Tab; label: string }[] = [
  { id: 'banners', label: 'Banners' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'popups', label: 'Popups' },
];
const GROUP_LABEL: Record<(typeof BANNER_GROUPS)[number], string> = {
  w_home: 'Home carousel',
  w_login: 'Sign-in page',
  w_register: 'Registration page',
  w_leftmenu: 'Side menu',
};
const LINK_LABEL: Record<(typeof LINKAGE_TYPES)[number], string> = {
  NONE: 'No link',
  URL: 'Web address',
  GAME: 'Game or site page',
  PROMOTION: 'Promotion',
};
const TYPE_LABEL = { B: 'Notice line', PL: 'Marquee', PU: 'Popup', PR: 'Promotion news', H: 'Help' } as const;
const EXECUTION_LABEL = { A: 'Signed-in players', B: 'Visitors', F: 'First sign-in' } as const;
const ZDone = z.object({ success: z.literal(true) });

/**
 * Content: the brand's banners (with uploaded pictures), announcements and popups. Lists filter,
 * sort and page on the server; a form is checked with the contracts' schema, previewed as the
 * player will see it, then published. A save names the version it was read at, and the server
 * refuses it when someone changed the row meanwhile.
 */
export function ContentPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const { current: tab, strip } = useTabStrip('Content kind', TABS);
  const canWrite = can(me, 'content.write');
  return (
    <section className="console-page" aria-labelledby="content-title">
      <header className="console-page__head">
        <div>
          <h1 id="content-title">Content</h1>
          <p className="console-muted">
            What players see on the site: home banners, the notice line and popups, per language.
          </p>
        </div>
      </header>
      {strip}
      {tab === 'banners' ? (
        <BannersTab merchantCode={merchantCode} canWrite={canWrite} />
      ) : (
        <AnnouncementsTab
          key={tab}
          merchantCode={merchantCode}
          canWrite={canWrite}
          isPopups={tab === 'popups'}
        />
      )}
    </section>
  );
}

function LanguageSelect({
  value,
  onChange,
  label,
  allowAll,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  allowAll?: boolean;
}) {
  return (
    <select
      className="input console-select"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {allowAll ? <option value="">All languages</option> : null}
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

function SearchBox({
  initial,
  onSearch,
  label,
}: {
  initial: string;
  onSearch: (q: string) => void;
  label: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="console-content__search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        className="input"
        type="search"
        aria-label={label}
        placeholder="Title words"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}

// ---- banners ----

type BannerDraft = z.input<typeof ZAdminBanner>;
const EMPTY_BANNER: BannerDraft = {
  language: 'EN',
  groupName: 'w_home',
  imageUrl: '',
  linkageType: 'NONE',
  linkTarget: null,
  title: '',
  sortOrder: 0,
};

function BannersTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const list = useListParams<TAdminBannersQuery['sort']>('sortOrder');
  const query = {
    q: list.params.get('q') ?? undefined,
    language: list.params.get('language') ?? undefined,
    group: list.params.get('group') ?? undefined,
    sort: list.sort,
    order: list.order,
    pageNo: list.pageNo,
    pageSize: 10,
  };
  const key = ['console', 'banners', merchantCode];
  const banners = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.banners, ZAdminBannersResponse, {
          params: { merchantCode },
          query,
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<TAdminBannerRow | 'new' | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) =>
      consoleRequest(API.admin.banner, ZDone, {
        method: 'DELETE',
        params: { merchantCode, id: String(id) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <>
      <div className="console-toolbar">
        <SearchBox initial={query.q ?? ''} label="Find a banner" onSearch={(q) => list.update({ q })} />
        <LanguageSelect
          label="Language"
          allowAll
          value={query.language ?? ''}
          onChange={(language) => list.update({ language })}
        />
        <select
          className="input console-select"
          aria-label="Placement"
          value={query.group ?? ''}
          onChange={(e) => list.update({ group: e.target.value })}
        >
          <option value="">All placements</option>
          {BANNER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {GROUP_LABEL[g]}
            </option>
          ))}
        </select>
        {canWrite ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New banner
          </button>
        ) : null}
      </div>
      {editing ? (
        <BannerEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          merchantCode={merchantCode}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
      <Refusal error={remove.error} />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Banners">
          <thead>
            <tr>
              <th>Picture</th>
              <th aria-sort={list.ariaSort('title')}>
                <button type="button" onClick={() => list.sortBy('title')}>
                  Title
                </button>
              </th>
              <th>Placement</th>
              <th>Language</th>
              <th>Link</th>
              <th aria-sort={list.ariaSort('sortOrder')} className="num">
                <button type="button" onClick={() => list.sortBy('sortOrder')}>
                  Order
                </button>
              </th>
              <th aria-sort={list.ariaSort('updatedAt')}>
                <button type="button" onClick={() => list.sortBy('updatedAt')}>
                  Changed
                </button>
              </th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {banners.data?.list.map((banner) => (
              <tr key={banner.id}>
                <td>
                  <img className="console-content__thumb" src={banner.url} alt="" loading="lazy" />
                </td>
                <td className="console-strong">{banner.title || '—'}</td>
                <td>{GROUP_LABEL[banner.groupName]}</td>
                <td>{banner.language}</td>
                <td className="console-muted console-ellipsis">
                  {banner.linkageType === 'NONE'
                    ? '—'
                    : `${LINK_LABEL[banner.linkageType]}: ${banner.linkTarget ?? ''}`}
                </td>
                <td className="num">{banner.sortOrder}</td>
                <td>{when(banner.updatedAt)}</td>
                {canWrite ? (
                  <td>
                    <div className="console-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={`Edit ${banner.title || `banner ${banner.id}`}`}
                        onClick={() => setEditing(banner)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`Delete ${banner.title || `banner ${banner.id}`}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm('Delete this banner? Players stop seeing it at once.'))
                            remove.mutate(banner.id);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {banners.data?.list.length === 0 ? <p className="console-empty">No banner matches.</p> : null}
        <Refusal error={banners.error} />
      </div>
      {banners.data ? (
        <Pager
          total={banners.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </>
  );
}

/** Reads a picked file as base64 (what the upload call takes). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A file input that uploads a png or jpg at once and hands back the stored image's address. */
function ImageUpload({
  merchantCode,
  label,
  onUploaded,
}: {
  merchantCode: string;
  label: string;
  onUploaded: (url: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) =>
      (
        await consoleRequest(API.admin.contentImages, ZOk(ZContentImage), {
          method: 'POST',
          params: { merchantCode },
          body: { contentType: file.type, data: await readBase64(file) },
        })
      ).value,
    onSuccess: (image) => onUploaded(image.url),
    onError: (error) => setProblem(refusal(error)),
  });
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          setProblem(null);
          if (!file) return;
          if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type))
            return setProblem('Pick a png or jpg picture.');
          if (file.size > CONTENT_IMAGE_MAX_BYTES) return setProblem('The picture may be at most 2 MB.');
          upload.mutate(file);
        }}
      />
      <small className="console-muted">
        png or jpg, at most 2 MB; 1200 × 400 fills the home carousel. Stored re-encoded.
      </small>
      {upload.isPending ? (
        <span className="console-muted" role="status">
          Uploading…
        </span>
      ) : null}
      {problem ? (
        <span className="console-error" role="alert">
          {problem}
        </span>
      ) : null}
    </label>
  );
}

/** The preview step's buttons: back to the form, or publish what the preview shows. */
function PublishActions({
  label,
  isPending,
  error,
  onBack,
  onPublish,
}: {
  label: string;
  isPending: boolean;
  error: unknown;
  onBack: () => void;
  onPublish: () => void;
}) {
  return (
    <>
      <div className="console-content__step-actions">
        <button type="button" className="button button--outline" onClick={onBack}>
          Back to edit
        </button>
        <button type="button" className="button button--primary" disabled={isPending} onClick={onPublish}>
          {label}
        </button>
      </div>
      <Refusal error={error} />
    </>
  );
}

function BannerEditor({
  merchantCode,
  row,
  onClose,
  onSaved,
}: {
  merchantCode: string;
  row: TAdminBannerRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<BannerDraft>(
    row
      ? {
          language: row.language,
          groupName: row.groupName,
          imageUrl: row.url,
          linkageType: row.linkageType,
          linkTarget: row.linkTarget,
          title: row.title,
          sortOrder: row.sortOrder,
        }
      : EMPTY_BANNER,
  );
  const [previewing, setPreviewing] = useState(false);
  const checked = ZAdminBanner.safeParse({
    ...draft,
    linkTarget: draft.linkageType === 'NONE' ? null : draft.linkTarget || null,
  });
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? issuesOf(checked.error) : {};
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      if (row)
        await consoleRequest(API.admin.banner, ZDone, {
          method: 'PUT',
          params: { merchantCode, id: String(row.id) },
          body: { ...checked.data, version: row.version },
        });
      else
        await consoleRequest(API.admin.banners, ZAdminCreated, {
          method: 'POST',
          params: { merchantCode },
          body: checked.data,
        });
    },
    onSuccess: onSaved,
  });
  const set = (change: Partial<BannerDraft>) => setDraft({ ...draft, ...change });
  return (
    <EditorFrame title={row ? 'Edit banner' : 'New banner'} previewing={previewing} onClose={onClose}>
      {previewing && checked.success ? (
        <div className="console-content__preview-step">
          <p className="console-muted">
            As players of {checked.data.language} see it in the{' '}
            {GROUP_LABEL[checked.data.groupName].toLowerCase()}:
          </p>
          <figure className="console-content__stage" aria-label="Banner preview">
            <img src={checked.data.imageUrl} alt={checked.data.title || 'Banner'} />
          </figure>
          <PublishActions
            label={row ? 'Publish changes' : 'Publish banner'}
            isPending={save.isPending}
            error={save.error}
            onBack={() => setPreviewing(false)}
            onPublish={() => save.mutate()}
          />
        </div>
      ) : (
        <form
          className="console-content__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setShowErrors(true);
            if (checked.success) setPreviewing(true);
          }}
        >
          <div className="console-content__fields">
            <ImageUpload
              merchantCode={merchantCode}
              label="Banner picture"
              onUploaded={(imageUrl) => set({ imageUrl })}
            />
            <FieldError message={errors.imageUrl ? 'Upload a picture first.' : undefined} />
            <label className="field">
              <span className="field__label">Title</span>
              <input
                className="input"
                value={draft.title ?? ''}
                maxLength={200}
                onChange={(e) => set({ title: e.target.value })}
              />
              <small className="console-muted">Read aloud to players who cannot see the picture.</small>
            </label>
            <div className="console-content__row">
              <label className="field">
                <span className="field__label">Placement</span>
                <select
                  className="input"
                  value={draft.groupName}
                  onChange={(e) => set({ groupName: e.target.value as BannerDraft['groupName'] })}
                >
                  {BANNER_GROUPS.map((g) => (
                    <option key={g} value={g}>
                      {GROUP_LABEL[g]}
                    </option>
                  ))}
                </select>
              </label>
              <div className="field">
                <span className="field__label">Banner language</span>
                <LanguageSelect
                  label="Banner language"
                  value={draft.language}
                  onChange={(language) => set({ language })}
                />
              </div>
              <label className="field">
                <span className="field__label">Order</span>
                <input
                  className="input"
                  type="number"
                  value={draft.sortOrder ?? 0}
                  onChange={(e) => set({ sortOrder: Number(e.target.value) })}
                />
              </label>
            </div>
            <div className="console-content__row">
              <label className="field">
                <span className="field__label">Link</span>
                <select
                  className="input"
                  value={draft.linkageType}
                  onChange={(e) => set({ linkageType: e.target.value as BannerDraft['linkageType'] })}
                >
                  {LINKAGE_TYPES.map((l) => (
                    <option key={l} value={l}>
                      {LINK_LABEL[l]}
                    </option>
                  ))}
                </select>
              </label>
              {draft.linkageType !== 'NONE' ? (
                <label className="field console-content__wide">
                  <span className="field__label">Link target</span>
                  <input
                    className="input"
                    value={draft.linkTarget ?? ''}
                    placeholder={
                      draft.linkageType === 'URL'
                        ? 'https://…'
                        : draft.linkageType === 'GAME'
                          ? '/slots or a game path'
                          : 'Promotion id'
                    }
                    onChange={(e) => set({ linkTarget: e.target.value })}
                  />
                </label>
              ) : null}
            </div>
          </div>
          <div className="console-content__aside">
            {draft.imageUrl ? (
              <img className="console-content__uploaded" src={draft.imageUrl} alt="Uploaded" />
            ) : (
              <div className="console-content__placeholder">No picture yet</div>
            )}
            <button type="submit" className="button button--primary">
              Preview
            </button>
          </div>
        </form>
      )}
    </EditorFrame>
  );
}

// ---- announcements and popups ----

type AnnouncementDraft = z.input<typeof ZAdminAnnouncement>;

function AnnouncementsTab({
  merchantCode,
  canWrite,
  isPopups,
}: {
  merchantCode: string;
  canWrite: boolean;
  isPopups: boolean;
}) {
  const list = useListParams<TAdminAnnouncementsQuery['sort']>('sortOrder');
  const typeParam = list.params.get('type') as TAdminAnnouncementsQuery['type'] | null;
  const query = {
    q: list.params.get('q') ?? undefined,
    language: list.params.get('language') ?? undefined,
    type: isPopups ? ('PU' as const) : (typeParam ?? undefined),
    state: (list.params.get('state') as TAdminAnnouncementsQuery['state'] | null) ?? undefined,
    sort: list.sort,
    order: list.order,
    pageNo: list.pageNo,
    pageSize: 10,
  };
  const key = ['console', 'announcements', merchantCode];
  const rows = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.announcements, ZAdminAnnouncementsResponse, {
          params: { merchantCode },
          query,
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<TAdminAnnouncementRow | 'new' | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) =>
      consoleRequest(API.admin.announcement, ZDone, {
        method: 'DELETE',
        params: { merchantCode, id: String(id) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const noun = isPopups ? 'popup' : 'announcement';
  const now = Date.now();
  const stateOf = (row: TAdminAnnouncementRow) =>
    Date.parse(row.startTime) > now
      ? 'scheduled'
      : row.endTime && Date.parse(row.endTime) <= now
        ? 'ended'
        : 'live';
  return (
    <>
      <div className="console-toolbar">
        <SearchBox initial={query.q ?? ''} label={`Find ${noun}s`} onSearch={(q) => list.update({ q })} />
        <LanguageSelect
          label="Language"
          allowAll
          value={query.language ?? ''}
          onChange={(language) => list.update({ language })}
        />
        {isPopups ? null : (
          <select
            className="input console-select"
            aria-label="Kind"
            value={query.type ?? ''}
            onChange={(e) => list.update({ type: e.target.value })}
          >
            <option value="">All kinds</option>
            {(['B', 'PL', 'PR', 'H'] as const).map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        )}
        <select
          className="input console-select"
          aria-label="Showing"
          value={query.state ?? ''}
          onChange={(e) => list.update({ state: e.target.value })}
        >
          <option value="">Any time</option>
          <option value="live">Showing now</option>
          <option value="scheduled">Scheduled</option>
          <option value="ended">Ended</option>
        </select>
        {canWrite ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New {noun}
          </button>
        ) : null}
      </div>
      {editing ? (
        <AnnouncementEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          merchantCode={merchantCode}
          row={editing === 'new' ? null : editing}
          isPopup={isPopups}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
      <Refusal error={remove.error} />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label={isPopups ? 'Popups' : 'Announcements'}>
          <thead>
            <tr>
              <th aria-sort={list.ariaSort('title')}>
                <button type="button" onClick={() => list.sortBy('title')}>
                  Title
                </button>
              </th>
              {isPopups ? null : <th>Kind</th>}
              <th>Language</th>
              <th>Shown to</th>
              <th aria-sort={list.ariaSort('startTime')}>
                <button type="button" onClick={() => list.sortBy('startTime')}>
                  Window
                </button>
              </th>
              <th aria-sort={list.ariaSort('sortOrder')} className="num">
                <button type="button" onClick={() => list.sortBy('sortOrder')}>
                  Order
                </button>
              </th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {rows.data?.list.map((row) => (
              <tr key={row.id}>
                <td className="console-strong">{row.title}</td>
                {isPopups ? null : <td>{TYPE_LABEL[row.type]}</td>}
                <td>{row.language}</td>
                <td className="console-muted">{row.executions.map((e) => EXECUTION_LABEL[e]).join(', ')}</td>
                <td>
                  <span
                    className={`console-pill console-pill--${stateOf(row) === 'live' ? 'active' : 'pending'}`}
                  >
                    {stateOf(row) === 'live'
                      ? 'Showing'
                      : stateOf(row) === 'scheduled'
                        ? 'Scheduled'
                        : 'Ended'}
                  </span>
                  <small className="console-muted console-block">
                    {when(row.startTime)} – {row.endTime ? when(row.endTime) : 'no end'}
                  </small>
                </td>
                <td className="num">{row.sortOrder}</td>
                {canWrite ? (
                  <td>
                    <div className="console-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={`Edit ${row.title}`}
                        onClick={() => setEditing(row)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`Delete ${row.title}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Delete this ${noun}? Players stop seeing it at once.`))
                            remove.mutate(row.id);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.data?.list.length === 0 ? <p className="console-empty">No {noun} matches.</p> : null}
        <Refusal error={rows.error} />
      </div>
      {rows.data ? (
        <Pager
          total={rows.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </>
  );
}

function AnnouncementEditor({
  merchantCode,
  row,
  isPopup,
  onClose,
  onSaved,
}: {
  merchantCode: string;
  row: TAdminAnnouncementRow | null;
  isPopup: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<AnnouncementDraft>(
    row
      ? {
          language: row.language,
          type: row.type,
          executions: row.executions,
          title: row.title,
          content: row.content,
          imageUrl: row.announcementImages[0]?.url ?? null,
          startTime: row.startTime,
          endTime: row.endTime,
          sortOrder: row.sortOrder,
        }
      : {
          language: 'EN',
          type: isPopup ? 'PU' : 'B',
          executions: ['A', 'B'],
          title: '',
          content: '',
          imageUrl: null,
          endTime: null,
          sortOrder: 0,
        },
  );
  const [previewing, setPreviewing] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const checked = ZAdminAnnouncement.safeParse(draft);
  const errors = showErrors ? issuesOf(checked.error) : {};
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      if (row)
        await consoleRequest(API.admin.announcement, ZDone, {
          method: 'PUT',
          params: { merchantCode, id: String(row.id) },
          body: { ...checked.data, version: row.version },
        });
      else
        await consoleRequest(API.admin.announcements, ZAdminCreated, {
          method: 'POST',
          params: { merchantCode },
          body: checked.data,
        });
    },
    onSuccess: onSaved,
  });
  const set = (change: Partial<AnnouncementDraft>) => setDraft({ ...draft, ...change });
  const noun = isPopup ? 'popup' : 'announcement';
  const executions = draft.executions ?? [];
  return (
    <EditorFrame title={row ? `Edit ${noun}` : `New ${noun}`} previewing={previewing} onClose={onClose}>
      {previewing && checked.success ? (
        <div className="console-content__preview-step">
          <p className="console-muted">
            As {checked.data.executions.map((e) => EXECUTION_LABEL[e].toLowerCase()).join(' and ')} of{' '}
            {checked.data.language} see it
            {checked.data.startTime ? ` from ${when(checked.data.startTime)}` : ' from now'}:
          </p>
          <figure
            className={`console-content__notice${isPopup ? ' console-content__notice--popup' : ''}`}
            aria-label={`${isPopup ? 'Popup' : 'Announcement'} preview`}
          >
            <strong>{checked.data.title}</strong>
            {checked.data.imageUrl ? <img src={checked.data.imageUrl} alt="" /> : null}
            {/* The operator's HTML in a sandbox with no scripts; the server sanitises it on save. */}
            <iframe
              title="Message"
              sandbox=""
              srcDoc={`<style>body{font:14px system-ui;margin:0;color:#222}</style>${checked.data.content}`}
            />
          </figure>
          <PublishActions
            label={row ? 'Publish changes' : `Publish ${noun}`}
            isPending={save.isPending}
            error={save.error}
            onBack={() => setPreviewing(false)}
            onPublish={() => save.mutate()}
          />
        </div>
      ) : (
        <form
          className="console-content__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setShowErrors(true);
            if (checked.success) setPreviewing(true);
          }}
        >
          <div className="console-content__fields">
            <label className="field">
              <span className="field__label">Title</span>
              <input
                className="input"
                value={draft.title}
                maxLength={200}
                aria-invalid={Boolean(errors.title)}
                onChange={(e) => set({ title: e.target.value })}
              />
              <FieldError message={errors.title ? 'A title of 1 to 200 characters.' : undefined} />
            </label>
            <label className="field">
              <span className="field__label">Message</span>
              <textarea
                className="input console-content__html"
                rows={5}
                value={draft.content ?? ''}
                onChange={(e) => set({ content: e.target.value })}
              />
              <small className="console-muted">Plain text or simple HTML (bold, links, lists).</small>
            </label>
            <div className="console-content__row">
              {isPopup ? null : (
                <label className="field">
                  <span className="field__label">Kind</span>
                  <select
                    className="input"
                    value={draft.type}
                    onChange={(e) => set({ type: e.target.value as AnnouncementDraft['type'] })}
                  >
                    {(['B', 'PL', 'PR', 'H'] as const).map((t) => (
                      <option key={t} value={t}>
                        {TYPE_LABEL[t]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <div className="field">
                <span className="field__label">Message language</span>
                <LanguageSelect
                  label="Message language"
                  value={draft.language}
                  onChange={(language) => set({ language })}
                />
              </div>
              <label className="field">
                <span className="field__label">Order</span>
                <input
                  className="input"
                  type="number"
                  value={draft.sortOrder ?? 0}
                  onChange={(e) => set({ sortOrder: Number(e.target.value) })}
                />
              </label>
            </div>
            <div className="console-content__row">
              <label className="field">
                <span className="field__label">Starts</span>
                <input
                  className="input"
                  type="datetime-local"
                  value={toLocalInput(draft.startTime)}
                  onChange={(e) => set({ startTime: fromLocalInput(e.target.value) })}
                />
              </label>
              <label className="field">
                <span className="field__label">Ends</span>
                <input
                  className="input"
                  type="datetime-local"
                  value={toLocalInput(draft.endTime)}
                  aria-invalid={Boolean(errors[''])}
                  onChange={(e) => set({ endTime: fromLocalInput(e.target.value) ?? null })}
                />
                <FieldError message={errors[''] ? 'The end must come after the start.' : undefined} />
              </label>
            </div>
            <fieldset className="console-content__checks">
              <legend className="field__label">Shown to</legend>
              {EXECUTION_CODES.map((code) => (
                <label key={code}>
                  <input
                    type="checkbox"
                    checked={executions.includes(code)}
                    onChange={(e) =>
                      set({
                        executions: e.target.checked
                          ? [...executions, code]
                          : executions.filter((x) => x !== code),
                      })
                    }
                  />{' '}
                  {EXECUTION_LABEL[code]}
                </label>
              ))}
              <FieldError message={errors.executions ? 'Pick at least one audience.' : undefined} />
            </fieldset>
          </div>
          <div className="console-content__aside">
            <ImageUpload
              merchantCode={merchantCode}
              label="Picture (optional)"
              onUploaded={(imageUrl) => set({ imageUrl })}
            />
            {draft.imageUrl ? (
              <>
                <img className="console-content__uploaded" src={draft.imageUrl} alt="Uploaded" />
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => set({ imageUrl: null })}
                >
                  Remove picture
                </button>
              </>
            ) : null}
            <button type="submit" className="button button--primary">
              Preview
            </button>
          </div>
        </form>
      )}
    </EditorFrame>
  );
}
