// A storage's own actions on the terminal settings page (as 2.26 offers them): Test, which asks the server
// whether it can reach the storage (GET {id}/test-connective/) and says its answer, and Set as default,
// which saves the storage as the one the terminals use (PATCH {is_default: true}; the server takes the
// mark from the others). The database and 'null' storages cannot be edited or deleted (the server
// refuses to delete them; 2.26's console offers no edit): their buttons say why.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { invalidateAfterWrite } from '@/generic/common/api'
import { ReasonedButton } from '@/generic/common/reasoned-button'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { neededPermission } from '@/shared/access/abilities'
import { api, reportError } from '@/shared/api/client'
import { errorStatus, serverErrorText } from '@/shared/errors/catalogue'
import { answerText } from '../api/settings'

/** Why a storage is fixed: the database and 'null' ones have nothing to change and are never deleted (an i18n key). */
export const fixedStorage = (row: Row): string | null => (row.type === 'server' || row.type === 'null' ? 'settings:storage.builtIn' : null)

export function StorageActions({ row, config }: { row: Row; config: ResourceConfig }) {
  const { t } = useTranslation('settings')
  const perms = usePerms()
  const queryClient = useQueryClient()
  // The server answers 200 either way, with whether it could reach the storage and its words.
  const test = useMutation({
    mutationFn: () => api.get<{ is_valid?: boolean; msg?: string }>(`${config.url}${row.id}/test-connective/`),
    onSuccess: (answer) => notify({ intent: answer.is_valid ? 'success' : 'error', text: answerText(answer) }),
  })
  const setDefault = useMutation({
    mutationFn: () => api.patch(`${config.url}${row.id}/`, { is_default: true }, { silent: true }),
    onSuccess: async () => {
      notify({ intent: 'success', text: t('storage.defaultSet', { name: String(row.name ?? '') }) })
      await invalidateAfterWrite(queryClient, config.url)
    },
    // The server saves the storage and checks it can reach it (an Elasticsearch one whose nodes do not
    // answer: 400 "Invalid elasticsearch config"): its words say why, not the generic 400 toast.
    onError: (error) => {
      const text = errorStatus(error) === 400 ? serverErrorText((error as { response?: { data?: unknown } }).response?.data) : undefined
      if (text) notify({ intent: 'error', text })
      else reportError(error)
    },
  })
  const noView = perms.has(neededPermission(config.perms, 'view')) ? null : t('storage.noPermission')
  const noChange = perms.has(neededPermission(config.perms, 'change')) ? null : t('storage.noPermission')
  return (
    <>
      <ReasonedButton size="small" reason={noView} disabled={test.isPending} onClick={() => test.mutate()}>
        {t('storage.test')}
      </ReasonedButton>
      <ReasonedButton size="small" reason={row.is_default ? t('storage.isDefault') : noChange} disabled={setDefault.isPending} onClick={() => setDefault.mutate()}>
        {t('storage.setDefault')}
      </ReasonedButton>
    </>
  )
}
