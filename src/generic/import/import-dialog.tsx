// Import (shell §4, §5, §7, §8, §9): mode create (needs add) or update (needs change); one .csv or
// .xlsx file under the 30 MB check (help text 10 MB; oversize flags the help text); render-to-json;
// the rows in an editable table; one request per row with a 100 ms pause; Import → Stop → Continue
// → Finished; a toast when some rows failed; render failures under the upload box, clearing the file.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { importModeAllowed } from '@/shared/access/abilities'
import type { ExportFormat } from '@/shared/api/resource'
import { serverErrorText } from '@/shared/errors/catalogue'
import { IMPORT_PAGE_SIZE, IMPORT_ROW_PAUSE_MS } from '@/shared/constants'
import { importFileProblem, importHelpParams } from '@/shared/lib/import-rules'
import { paginationFor } from '@/shared/lib/paging'
import { resourceOf, silentResourceOf } from '../common/api'
import { notify } from '../common/toast'
import { usePerms } from '../common/use-abilities'
import { download } from '../export/download'
import { Pager } from '../list/pager'
import type { ResourceConfig } from '../resource-config'
import { ImportTable } from './import-table'
import { actionLabel, counts, editCell, nextPending, retryFailed, rowErrors, rowsFrom, type ImportRow, type TaskState } from './import-task'
import { errorBody } from '@/shared/api/error-body'
import { useReturnFocus } from '../common/dialog-surface'

const useStyles = makeStyles({
  surface: { maxWidth: '90vw', width: '1100px' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  upload: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  flagged: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  renderError: { color: tokens.colorPaletteRedForeground1 },
})

type Mode = 'create' | 'update'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A cell typed as JSON (`[..]`, `{..}`) is sent as JSON, as render-to-json would have parsed it. */
function typedCell(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const v = value.trim()
  if ((v.startsWith('[') && v.endsWith(']')) || (v.startsWith('{') && v.endsWith('}'))) {
    try {
      return JSON.parse(v)
    } catch {
      return value
    }
  }
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true'
  return value
}

export interface ImportDialogProps {
  config: ResourceConfig
  /** The list's selection: the update template holds these rows (spm), else every row. */
  selectedIds?: string[]
  onClose: () => void
}

export function ImportDialog({ config, selectedIds = [], onClose }: ImportDialogProps) {
  useReturnFocus() // mounted on demand: closing gives the focus back to the Import button (issue 26)
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors'])
  const perms = usePerms()
  const canCreate = importModeAllowed(config.perms, 'create', perms)
  const canUpdate = importModeAllowed(config.perms, 'update', perms)
  const [mode, setMode] = useState<Mode>(canCreate ? 'create' : 'update')
  const [fileName, setFileName] = useState('')
  const [oversize, setOversize] = useState(false)
  const [renderError, setRenderError] = useState('')
  const [title, setTitle] = useState<Array<[string, string]>>([])
  const [rows, setRows] = useState<ImportRow[]>([])
  const [task, setTask] = useState<TaskState>('pending')
  const [page, setPage] = useState(1)
  const fileInput = useRef<HTMLInputElement>(null)
  const rowsRef = useRef(rows)
  const taskRef = useRef(task)
  /** Whether a run is under way: Continue right after Stop resumes it rather than start a second one (no row sent twice). */
  const runningRef = useRef(false)
  rowsRef.current = rows
  taskRef.current = task

  const choose = async (file: File | undefined) => {
    setRenderError('')
    setOversize(false)
    setRows([])
    setTask('pending')
    if (!file) return
    const problem = importFileProblem(file)
    const clear = () => {
      setFileName('')
      if (fileInput.current) fileInput.current.value = ''
    }
    if (problem === 'importFileTooLarge') {
      setOversize(true)
      return clear()
    }
    if (problem) {
      setRenderError(t(`errors:${problem}`))
      return clear()
    }
    setFileName(file.name)
    try {
      const format = file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv'
      const rendered = await silentResourceOf(config.url).renderToJson(file, format)
      setTitle(rendered.title)
      setRows(rowsFrom(rendered.data))
      setPage(1)
    } catch (error) {
      const data = errorBody(error)
      setRenderError(serverErrorText(data) ?? String((error as Error).message ?? error))
      clear()
    }
  }

  /** One request per row, 100 ms apart, while the task is started. */
  const run = async () => {
    if (runningRef.current) return
    runningRef.current = true
    try {
      await runRows()
    } finally {
      runningRef.current = false
    }
  }

  const runRows = async () => {
    const res = silentResourceOf(config.url)
    for (;;) {
      if (taskRef.current !== 'started') return
      const row = nextPending(rowsRef.current)
      if (!row) break
      const data = Object.fromEntries(Object.entries(row.data).map(([k, v]) => [k, typedCell(v)]))
      let status: ImportRow['status']
      try {
        await res.importRow(data, mode)
        status = 'ok'
      } catch (error) {
        const body = errorBody(error)
        status = { errors: rowErrors(body, t('errors:unknownError')) }
      }
      // The row may have been edited meanwhile: an edit wins (it set the row back to pending).
      const current = rowsRef.current.find((r) => r.index === row.index)
      if (current && current.data === row.data) {
        rowsRef.current = rowsRef.current.map((r) => (r.index === row.index ? { ...r, status } : r))
        setRows(rowsRef.current)
      }
      await sleep(IMPORT_ROW_PAUSE_MS)
    }
    taskRef.current = 'done'
    setTask('done')
    if (counts(rowsRef.current).failed > 0) notify({ intent: 'error', text: t('errors:importSomeFailed') })
  }

  const action = actionLabel(task, rows)
  const onAction = () => {
    if (action === 'finished') return onClose()
    if (action === 'stop') {
      taskRef.current = 'stopped'
      setTask('stopped')
      return
    }
    if (action === 'continue') {
      rowsRef.current = retryFailed(rowsRef.current)
      setRows(rowsRef.current)
    }
    taskRef.current = 'started'
    setTask('started')
    void run()
  }
  // Closing stops the task (cancel, shell §4).
  useEffect(() => () => void (taskRef.current = 'stopped'), [])

  const pagination = paginationFor('import')
  const shown = rows.slice((page - 1) * IMPORT_PAGE_SIZE, page * IMPORT_PAGE_SIZE)
  const c = counts(rows)
  const help = t('import.help', importHelpParams())
  const res = resourceOf(config.url)
  /** Import template: limit=1; update template: the selected rows' spm (shell §7). */
  const downloadTemplate = async (format: ExportFormat) => {
    if (mode === 'create') return download(res.templateUrl(format, 'import'))
    const spm = selectedIds.length ? await res.cacheSelection(selectedIds) : undefined
    download(res.templateUrl(format, 'update', spm))
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={t('import.title')}>
        <DialogBody>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Field label={t('import.mode')}>
              <RadioGroup layout="horizontal" value={mode} onChange={(_, d) => setMode(d.value as Mode)} disabled={task === 'started'}>
                <Radio value="create" label={t('import.modeCreate')} disabled={!canCreate} />
                <Radio value="update" label={t('import.modeUpdate')} disabled={!canUpdate} />
              </RadioGroup>
            </Field>
            <div className={styles.upload}>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.xlsx"
                aria-label={t('import.file')}
                aria-describedby="import-help"
                aria-invalid={oversize || undefined}
                disabled={task === 'started'}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button>{t('import.template')}</Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => void downloadTemplate('csv')}>{t('import.templateCsv')}</MenuItem>
                    <MenuItem onClick={() => void downloadTemplate('xlsx')}>{t('import.templateXlsx')}</MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            </div>
            <Text id="import-help" className={oversize ? styles.flagged : styles.hint} role={oversize ? 'alert' : undefined} data-invalid={oversize || undefined}>
              {help}
            </Text>
            {renderError && (
              <Text className={styles.renderError} role="alert" data-testid="render-error">
                {renderError}
              </Text>
            )}
            {fileName && rows.length > 0 && (
              <>
                <Text role="status">{t('import.summary', c)}</Text>
                <ImportTable
                  title={title}
                  rows={shown}
                  readOnly={task === 'started'}
                  onEdit={(index, field, value) => {
                    rowsRef.current = editCell(rowsRef.current, index, field, value)
                    setRows(rowsRef.current)
                  }}
                />
                <Pager page={page} size={pagination.size} sizes={pagination.sizes} total={rows.length} buttons={pagination.pagerButtons} onPage={setPage} onSize={() => undefined} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('import.close')}</Button>
            <Button appearance="primary" disabled={rows.length === 0} onClick={onAction}>
              {t(`import.${action === 'start' ? 'start' : action}`)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
