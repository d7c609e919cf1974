// Import (shell §4, §5, §7, §8, §9): mode create (needs add) or update (needs change); one .csv or
// .xlsx file under the 30 MB check (help text 10 MB; oversize flags the help text); render-to-json;
// the rows in an editable table; one request per row with a 100 ms pause; Import → Stop → Continue
// → Finished; a toast when some rows failed; render failures under the upload box, clearing the file.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Radio, RadioGroup, Switch, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { importModeAllowed } from '@/shared/access/abilities'
import type { ExportFormat } from '@/shared/api/resource'
import { serverErrorText } from '@/shared/errors/catalogue'
import { IMPORT_PAGE_SIZE } from '@/shared/constants'
import { importFileProblem, importHelpParams } from '@/shared/lib/import-rules'
import { paginationFor } from '@/shared/lib/paging'
import { resourceOf, silentResourceOf } from '../common/api'
import { notify } from '../common/toast'
import { usePerms } from '../common/use-abilities'
import { download } from '../export/download'
import { Pager } from '../list/pager'
import type { ResourceConfig } from '../resource-config'
import { ImportTable } from './import-table'
import { actionLabel, counts, editCell, failedRows, retryFailed, rowErrors, rowsFrom, runImport, type ImportRow, type TaskState } from './import-task'
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
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

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
  /** The failed rows alone (issue 27: in 10 000 rows, the 1 000 that failed). */
  const [failedOnly, setFailedOnly] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const rowsRef = useRef(rows)
  const taskRef = useRef(task)
  /** Whether a run is under way: Continue right after Stop resumes it rather than start a second one (no row sent twice). */
  const runningRef = useRef(false)
  // The run reads the rows and the task through refs; handlers write them at once, a render confirms them.
  useEffect(() => {
    rowsRef.current = rows
    taskRef.current = task
  }, [rows, task])

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
    const end = await runImport({
      rows: () => rowsRef.current,
      update: (next) => {
        rowsRef.current = next
        setRows(next)
      },
      started: () => taskRef.current === 'started',
      send: (data) => res.importRow(data, mode),
      failure: (error) => rowErrors(errorBody(error), t('errors:unknownError')),
      sleep,
    })
    if (end === 'stopped') return
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
  const c = counts(rows)
  const listed = failedOnly ? failedRows(rows) : rows
  // The filtered rows shrink as retried rows succeed: the page stays within them.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(listed.length / IMPORT_PAGE_SIZE)))
  const shown = listed.slice((shownPage - 1) * IMPORT_PAGE_SIZE, shownPage * IMPORT_PAGE_SIZE)
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
                <Switch
                  label={t('import.failedOnly')}
                  checked={failedOnly}
                  onChange={(_, d) => {
                    setFailedOnly(d.checked)
                    setPage(1)
                  }}
                />
                <ImportTable
                  title={title}
                  rows={shown}
                  readOnly={task === 'started'}
                  onEdit={(index, field, value) => {
                    rowsRef.current = editCell(rowsRef.current, index, field, value)
                    setRows(rowsRef.current)
                  }}
                />
                <Pager page={shownPage} size={pagination.size} sizes={pagination.sizes} total={listed.length} buttons={pagination.pagerButtons} onPage={setPage} onSize={() => undefined} />
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
