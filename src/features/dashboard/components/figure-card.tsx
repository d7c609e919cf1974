import { Card, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useId } from 'react'
import { Link } from 'react-router'
import { groupDigits } from '@/shared/lib/numbers'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, minWidth: '160px' },
  label: { color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  value: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
})

export interface FigureCardProps {
  label: string
  /** Absent when the server did not report it: shown as a dash, never as 0. */
  value: number | undefined
  /** The list route, given only when the user may open it. */
  to?: string
}

/** One summary figure; the card is a group named by its label so it reads as "Users, 24". */
export function FigureCard({ label, value, to }: FigureCardProps) {
  const styles = useStyles()
  const id = useId()
  return (
    <Card className={styles.card} role="group" aria-labelledby={id}>
      <Text id={id} className={styles.label}>
        {to ? (
          <Link className={styles.link} to={to}>
            {label}
          </Link>
        ) : (
          label
        )}
      </Text>
      <Text className={styles.value}>{value === undefined ? '–' : groupDigits(value)}</Text>
    </Card>
  )
}
