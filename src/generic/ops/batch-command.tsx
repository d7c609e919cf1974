// The batch command (domain §2 console/ops/command-executions/create and workbench/ops/command-executions,
// the same page over different assets): choose assets, under a node of the tree or not, and a system
// user, type a command, run it, and read the output as it streams from the task log. The output is text
// (a <pre>), never HTML.
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { PlayRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/shared/api/client'
import { withQuery } from '@/shared/api/resource'
import { RemoteSelect, type SelectOption } from '../select/remote-select'
import { NodeTree, ORG_NODES, type NodeRow, type NodeSource } from '../tree/node-tree'
import { TreeBeside } from '../tree/tree-beside'
import { followTaskLog } from './task-log-hub'
import { PageHeading } from '../common/page-heading'

const COMMAND_EXECUTIONS = '/api/v1/ops/command-executions/'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
  },
  output: {
    margin: 0,
    minHeight: '160px',
    maxHeight: '420px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
  },
})

const assetOption = (row: Record<string, unknown>): SelectOption => ({
  label: `${String(row.hostname)} (${String(row.ip)})`,
  value: String(row.id),
})

type Run =
  { state: 'idle' } | { state: 'running'; id: string } | { state: 'done'; id: string } | { state: 'failed' }

export interface BatchCommandProps {
  /** i18n key of the heading (the route's title). */
  title: string
  /** Where the assets are chosen from (the console: all assets; the workbench: the user's granted ones). */
  assetsUrl?: string
  /** The system users offered (SSH ones run commands). */
  systemUsersUrl?: string
  /** The node tree beside the form (the console: the organisation's nodes; the workbench: the user's granted ones). */
  nodes?: NodeSource
  /** The assets of a chosen node, its subtree included. */
  assetsOfNode?: (node: NodeRow) => string
}

/** The organisation's assets under a node and its child nodes (reference §1.3 node_id + all=1). */
const orgAssetsOfNode = (assetsUrl: string) => (node: NodeRow) => withQuery(assetsUrl, { node_id: node.id, all: '1' })

export function BatchCommand({
  title,
  assetsUrl = '/api/v1/assets/assets/',
  systemUsersUrl = '/api/v1/assets/system-users/?protocol=ssh',
  nodes = ORG_NODES,
  assetsOfNode = orgAssetsOfNode(assetsUrl),
}: BatchCommandProps) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors'])
  const [hosts, setHosts] = useState<string[]>([])
  // The node chosen in the tree scopes the assets offered (with its child nodes' assets); assets
  // chosen under another node stay chosen, named as they were seen.
  const [node, setNode] = useState<NodeRow | null>(null)
  const seen = useRef(new Map<string, string>())
  const toAssetOption = (row: Record<string, unknown>) => {
    const option = assetOption(row)
    seen.current.set(option.value, option.label)
    return option
  }
  const [runAs, setRunAs] = useState<string[]>([])
  const [command, setCommand] = useState('')
  const [output, setOutput] = useState('')
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const [problem, setProblem] = useState<string>()
  const stop = useRef<() => void>(undefined)
  const log = useRef<HTMLPreElement>(null)

  useEffect(() => () => stop.current?.(), [])
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [output])

  const missing =
    hosts.length === 0
      ? 'batch.noAssets'
      : runAs.length === 0
        ? 'batch.noSystemUser'
        : !command.trim()
          ? 'batch.noCommand'
          : null

  const start = async () => {
    if (missing) return setProblem(t(missing))
    setProblem(undefined)
    stop.current?.()
    setOutput('')
    try {
      const created = await api.post<{ id: string }>(COMMAND_EXECUTIONS, { hosts, run_as: runAs[0], command })
      setRun({ state: 'running', id: created.id })
      stop.current = followTaskLog(created.id, {
        onLine: (line) => setOutput((text) => text + line.replace(/\r\n?/g, '\n')),
        onEnd: () => setRun({ state: 'done', id: created.id }),
        onError: () => {
          setProblem(t('errors:websocketFailed'))
          setRun({ state: 'failed' })
        },
      })
    } catch {
      setRun({ state: 'failed' })
    }
  }

  return (
    <section className={styles.page}>
      <PageHeading>{t(title)}</PageHeading>
      <TreeBeside
        label={t('tree.label')}
        mainClassName={styles.main}
        tree={
          <>
            <Button appearance={node ? 'subtle' : 'primary'} size="small" onClick={() => setNode(null)}>
              {t('batch.allAssets')}
            </Button>
            <NodeTree
              source={nodes}
              label={t('tree.label')}
              chosen={node?.id ?? null}
              onChoose={setNode}
            />
          </>
        }
      >
        <div className={styles.form}>
          <Field
            label={t('batch.assets')}
            hint={node ? t('batch.ofNode', { node: node.full_value ?? node.value }) : undefined}
            required
          >
            <RemoteSelect
              url={node ? assetsOfNode(node) : assetsUrl}
              multiple
              value={hosts}
              onChange={setHosts}
              label={t('batch.assets')}
              toOption={toAssetOption}
              knownLabels={Object.fromEntries(seen.current)}
            />
          </Field>
          <Field label={t('batch.systemUser')} required>
            <RemoteSelect
              url={systemUsersUrl}
              value={runAs}
              onChange={setRunAs}
              label={t('batch.systemUser')}
            />
          </Field>
          <Field label={t('batch.command')} required>
            <Textarea
              aria-label={t('batch.command')}
              value={command}
              resize="vertical"
              onChange={(_, d) => setCommand(d.value)}
              placeholder={t('batch.placeholder')}
            />
          </Field>
          {problem && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          )}
          <div>
            <Button
              appearance="primary"
              icon={<PlayRegular />}
              disabled={run.state === 'running'}
              onClick={() => void start()}
            >
              {t('batch.run')}
            </Button>
          </div>
        </div>
        <pre
          ref={log}
          className={styles.output}
          role="log"
          aria-label={t('batch.output')}
          aria-busy={run.state === 'running'}
          data-state={run.state}
        >
          {output}
        </pre>
        {run.state === 'done' && <span role="status">{t('batch.finished')}</span>}
      </TreeBeside>
    </section>
  )
}
