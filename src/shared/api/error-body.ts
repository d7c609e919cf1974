// What an HTTP error answer carried, read one way for every caller: the client rejects with axios's own
// error, whose `response` exists only when the server answered (a time-out or a network drop has none).
import axios, { type AxiosResponse } from 'axios'

/** The server's answer to a failed call, or undefined when there was none. */
export const errorResponse = (error: unknown): AxiosResponse | undefined => (axios.isAxiosError(error) ? error.response : undefined)

/** The body of the server's answer to a failed call (a DRF error body, `{detail}`, `{msg}`, …). */
export const errorBody = (error: unknown): unknown => errorResponse(error)?.data

/** The HTTP status of the server's answer to a failed call. */
export const errorStatus = (error: unknown): number | undefined => errorResponse(error)?.status
