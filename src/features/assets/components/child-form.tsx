// Form pages for objects edited from their parent's detail (gateways of a domain, rules of a command
// filter): the generic form with the parent's URL, going back to the parent's tab after a save.
import { useEffect, useMemo, type ComponentType } from 'react'
import { useSearchParams } from 'react-router'
import { FormPage } from '@/generic/form/form-page'
import { useResource } from '@/generic/resource-context'
import type { FormFieldProps, ResourceConfig } from '@/generic/resource-config'

/** The parent field: set to the parent on mount and shown read-only with the field's own widget. */
function fixedParent(parent: string, Widget: ComponentType<FormFieldProps> | undefined) {
  return function FixedParent(props: FormFieldProps) {
    const { value, onChange } = props
    useEffect(() => {
      if (value !== parent) onChange(parent)
    }, []) // eslint-disable-line react-hooks/exhaustive-deps
    return Widget ? <Widget {...props} value={parent} disabled /> : <span>{parent}</span>
  }
}

interface ChildFormOptions {
  /** Query parameter naming the parent ('domain', 'filter'). */
  param: string
  /** The parent's detail route with the tab listing the children. */
  parentPage: (parentId: string) => string
  /** The children's API URL under the parent (defaults to the resource's own). */
  url?: (parentId: string) => string
}

export function childFormPage({ param, parentPage, url }: ChildFormOptions) {
  return function ChildFormPage() {
    const config = useResource()
    const [params] = useSearchParams()
    const parent = params.get(param) ?? ''
    const back = parent ? parentPage(parent) : config.routes.list
    const bound: ResourceConfig = useMemo(
      () => ({
        ...config,
        url: url && parent ? url(parent) : config.url,
        routes: { ...config.routes, list: back, detail: () => back },
        formOverrides: {
          ...config.formOverrides,
          ...(parent
            ? { [param]: { component: fixedParent(parent, config.formOverrides?.[param]?.component) } }
            : {}),
        },
      }),
      [config, parent, back],
    )
    return <FormPage key={bound.url} config={bound} />
  }
}
