// A secret in a table cell (shell §9): masked as six stars plus its non-word characters until the
// user asks to see it, with a copy button for the real value.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { maskedKey } from '@/shared/lib/masked-key'
import { CopyButton } from './copy-button'

const useStyles = makeStyles({
  value: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontFamily: tokens.fontFamilyMonospace },
})

export interface SecretValueProps {
  secret: string
  labels: { show: string; hide: string; copy: string }
}

export function SecretValue({ secret, labels }: SecretValueProps) {
  const styles = useStyles()
  const [visible, setVisible] = useState(false)
  const label = visible ? labels.hide : labels.show
  return (
    <span className={styles.value}>
      <span data-testid="secret">{visible ? secret : maskedKey(secret)}</span>
      <Button size="small" appearance="subtle" icon={visible ? <EyeOffRegular /> : <EyeRegular />} aria-label={label} title={label} onClick={() => setVisible(!visible)} />
      <CopyButton text={secret} label={labels.copy} />
    </span>
  )
}
