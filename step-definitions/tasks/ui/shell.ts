import assert from 'node:assert/strict'
import type { Locator, Page } from 'playwright'
import { settled } from '../../../e2e/page-state'

// Tasks over the shell, by role and accessible name (STYLE 11).

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
/** Waits for each entry to be offered in the sidebar. */
export async function sidebarOffers(page: Page, names: string[]) {
  await sidebar(page).waitFor()
  for (const name of names) await sidebar(page).getByRole('link', { name, exact: true }).first().waitFor()
}

/** Once the sidebar is drawn and the page has settled, none of the entries is in it. */
export async function sidebarLacks(page: Page, names: string[]) {
  await sidebar(page).getByRole('link').first().waitFor()
  await settled(page)
  for (const name of names) assert.equal(await sidebar(page).getByRole('link', { name, exact: true }).count(), 0, `${name} is in the sidebar`)
}

export const navbar = (page: Page) => page.getByRole('banner')
export const openMenu = (page: Page) => page.getByRole('menu').last()

/** A control in the navbar: a button or a link with that accessible name. */
export const navbarControl = (page: Page, name: string): Locator =>
  navbar(page).getByRole('button', { name, exact: true }).or(navbar(page).getByRole('link', { name, exact: true }))

export const menuItem = (page: Page, name: string) =>
  page.getByRole('menuitem', { name, exact: true }).or(page.getByRole('menuitemradio', { name, exact: true }))

/** The drawer of site messages. */
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Site messages' })

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

/** The delete confirmation of a list or a detail page. */
export const deleteConfirmation = (page: Page) => page.getByRole('alertdialog', { name: 'Delete' })

/**
 * Presses Delete in the delete confirmation and waits until it closes, which it does once the server
 * has answered: a step that opens another address next cannot cut the DELETE short or read the list
 * before it (a loaded run read the row back after "they delete it and confirm").
 */
export async function confirmDeletion(page: Page) {
  await deleteConfirmation(page).getByRole('button', { name: 'Delete' }).click()
  await deleteConfirmation(page).waitFor({ state: 'hidden' })
}
