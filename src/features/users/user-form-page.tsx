import { FormPage } from '@/generic/form/form-page'
import { userResource } from './user-resource'

export default function UserFormPage() {
  return <FormPage config={userResource} />
}
