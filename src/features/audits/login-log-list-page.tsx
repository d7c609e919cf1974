import { ListPage } from '@/generic/list/list-page'
import { loginLogResource } from './login-log-resource'

export default function LoginLogListPage() {
  return <ListPage config={loginLogResource} />
}
