import { HttpResponse } from 'msw'

// Error bodies as the real server shapes them (reference §1.5).
export const drfError = (status: number, detail: string, code: string) => HttpResponse.json({ detail, code }, { status })

export const notAuthenticated = () =>
  HttpResponse.json(
    { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
    { status: 401, headers: { 'WWW-Authenticate': 'Sign access_key_id:Signature' } },
  )

export const permissionDenied = () =>
  drfError(403, 'You do not have permission to perform this action.', 'permission_denied')

export const objectNotFound = (model: string) => drfError(404, `${model} object does not exist.`, 'object_does_not_exist')

export const methodNotAllowed = (method: string) => drfError(405, `Method "${method}" not allowed.`, 'method_not_allowed')

export const validationError = (errors: unknown) => HttpResponse.json(errors as Record<string, unknown>, { status: 400 })

export const noRoute = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/json')
    ? HttpResponse.json({ error: 'Not found' }, { status: 404 })
    : new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })
