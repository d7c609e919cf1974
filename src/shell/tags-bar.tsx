import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { Dismiss12Regular } from '@fluentui/react-icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { flatRoutes } from '@/shared/access/route-table'
import { routeAllowed } from '@/shared/access/route-meta'
import { addTag, closeAllTags, closeOtherTags, closeTag, tagsState, type TagView } from '@/shared/state/tags'
import { FirstUse } from './first-use'
import { useReleaseQueriesOfClosedTags } from './tag-queries'
import { TagActionsButton, type TagActions } from './triggers'
import { useCurrentRoute, useShell } from './use-shell'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
  },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0, flexGrow: 1 },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontSize: tokens.fontSizeBase200,
  },
  active: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  link: { color: 'inherit', textDecorationLine: 'none', whiteSpace: 'nowrap' },
})

/** Page-tags bar (shell §2, §4): visited pages; Refresh, Close, Close Others, Close All; affix tabs stay. */
export function TagsBar() {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const current = useCurrentRoute()
  const { ctx } = useShell()
  useReleaseQueriesOfClosedTags()
  const { visited, labels } = useSnapshot(tagsState)
  const here = pathname + search
  const view = pathname.split('/')[1]

  useEffect(() => {
    for (const r of flatRoutes) {
      if (r.meta?.affix && r.view === view && routeAllowed(r, ctx)) addTag({ path: r.fullPath, search: '', title: r.meta.title ?? '', affix: true })
    }
  }, [view, ctx])
  useEffect(() => {
    if (current?.route.meta?.title) addTag({ path: pathname, search, title: current.route.meta.title, affix: Boolean(current.route.meta.affix) })
  }, [pathname, search, current])

  const after = (remaining: () => void) => {
    remaining()
    const left = tagsState.visited
    const last = left[left.length - 1]
    if (!left.some((tag) => tag.path === pathname)) navigate(last ? last.path + last.search : '/')
  }
  const actions: TagActions = {
    refresh: () => navigate(`/redirect${here}`, { replace: true }),
    close: () => after(() => closeTag(pathname)),
    closeOthers: () => after(() => closeOtherTags(pathname)),
    closeAll: () => after(closeAllTags),
  }
  const titleOf = (tag: TagView) => labels[tag.path] ?? t(tag.title)
  if (!visited.length) return null
  return (
    <nav className={styles.bar} aria-label={t('tags.bar')}>
      <ul className={styles.list}>
        {visited.map((tag) => (
          <li key={tag.path} className={mergeClasses(styles.tag, tag.path === pathname && styles.active)}>
            <Link className={styles.link} to={tag.path + tag.search} aria-current={tag.path === pathname ? 'page' : undefined}>
              {titleOf(tag)}
            </Link>
            {!tag.affix && (
              <Button
                size="small"
                appearance="transparent"
                icon={<Dismiss12Regular />}
                aria-label={t('tags.closeOne', { title: titleOf(tag) })}
                onClick={() => after(() => closeTag(tag.path))}
              />
            )}
          </li>
        ))}
      </ul>
      <FirstUse id="tag-actions" render={(w, arrival) => <w.TagActionsMenu open={arrival.open} actions={actions} />}>
        <TagActionsButton />
      </FirstUse>
    </nav>
  )
}
