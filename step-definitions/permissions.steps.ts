import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { detailAbilities, importModeAllowed, LIST_ACTIONS, listAbilities, type ListAction } from '../src/shared/access/abilities'
import { actionPerm, matchPermissions, type RouteAction } from '../src/shared/access/permissions'
import { actionFromPath, flattenRoutes, menuRoutes, type SettingFlag } from '../src/shared/access/route-meta'
import { listOf } from './support/parameter-types'
import type { ConsoleWorld } from './support/world'
import { rules } from './tasks/api/console-client'

// Vocabulary: who may open a page and use an action (shell §2, §6), the console's own rules run in node.

// ── Permissions (shell §6) ──────────────────────────────────────────────────────────────────────

Given('a user holding the permissions {list}', function (this: ConsoleWorld, held: string[]) {
  rules(this).held = held
})

Then('a page needing {list} is {word}', function (this: ConsoleWorld, needs: string[], verdict: string) {
  assert.ok(verdict === 'open' || verdict === 'closed')
  assert.equal(matchPermissions(needs, rules(this).held), verdict === 'open', `held: ${rules(this).held.join(', ')}`)
})

Then('the action {string} on the {string} model {string} needs {string}', function (action: string, app: string, model: string, perm: string) {
  assert.equal(actionPerm(app, action as RouteAction, model), perm)
})

// ── Route meta (shell §2) ───────────────────────────────────────────────────────────────────────

Then('the route {string} carries the action {string}', function (path: string, action: string) {
  assert.equal(actionFromPath(path), action)
})

Given('the route table', function (this: ConsoleWorld, table: DataTable) {
  rules(this).routes = table.hashes().map((row) => ({
    path: row.path,
    name: row.name,
    meta: {
      permissions: listOf(row.permissions),
      licenseRequired: row.licence === 'yes',
      hidden: row.hidden === 'yes',
      ...(row.setting ? { setting: row.setting as SettingFlag } : {}),
    },
  }))
})

When('the menu is built without a valid licence and with no settings on', function (this: ConsoleWorld) {
  const c = rules(this)
  c.menu = flattenRoutes(menuRoutes(c.routes, { perms: c.held, licenseValid: false, settings: {} })).map((r) => r.name ?? r.path)
})

When('the menu is built with a valid licence and the setting {string} on', function (this: ConsoleWorld, setting: string) {
  const c = rules(this)
  c.menu = flattenRoutes(menuRoutes(c.routes, { perms: c.held, licenseValid: true, settings: { [setting]: true } })).map((r) => r.name ?? r.path)
})

Then('the menu shows {list}', function (this: ConsoleWorld, names: string[]) {
  assert.deepEqual(rules(this).menu, names)
})

// ── Permission matrix (shell §6) ────────────────────────────────────────────────────────────────

const USERS = { app: 'users', model: 'user' }
const ACTIONS_BY_WORDS: Record<string, ListAction> = {
  create: 'create',
  'bulk delete': 'bulkDelete',
  'bulk update': 'bulkUpdate',
  import: 'import',
  export: 'export',
  'row edit': 'rowEdit',
  'row clone': 'rowClone',
  'row delete': 'rowDelete',
  'name link': 'nameLink',
}
const PERM_WORDS = ['view', 'add', 'change', 'delete'] as const
const allUserPerms = PERM_WORDS.map((p) => `users.${p}_user`)
const needsOf = (needs: string) => needs.split(' or ').map((w) => w.trim())
const actionOf = (words: string) => {
  const action = ACTIONS_BY_WORDS[words]
  assert.ok(action, `"${words}" is not a list action of shell §6`)
  return action
}

Then('the list action {string} is allowed with exactly the permissions {string} in an ordinary org', function (words: string, needs: string) {
  const action = actionOf(words)
  for (const perm of PERM_WORDS) {
    const allowed = listAbilities(USERS, [`users.${perm}_user`], false)[action]
    assert.equal(allowed, needsOf(needs).includes(perm), `${words} holding only users.${perm}_user`)
  }
  const others = allUserPerms.filter((p) => !needsOf(needs).some((n) => p === `users.${n}_user`))
  assert.equal(listAbilities(USERS, others, false)[action], false, `${words} holding everything except ${needs}`)
})

Then('with every permission on the resource the list action {string} is {word} in the root org', function (words: string, rule: string) {
  assert.equal(listAbilities(USERS, allUserPerms, true)[actionOf(words)], rule === 'on')
})

Then('no list action on the {string} model {string} is offered in an ordinary org', function (this: ConsoleWorld, app: string, model: string) {
  const abilities = listAbilities({ app, model }, rules(this).held, false)
  assert.deepEqual(LIST_ACTIONS.filter((a) => abilities[a]), [])
})

Then('no list action on the {string} model {string} is offered in the root org', function (this: ConsoleWorld, app: string, model: string) {
  const abilities = listAbilities({ app, model }, rules(this).held, true)
  assert.deepEqual(LIST_ACTIONS.filter((a) => abilities[a]), [])
})

Then('the detail button {string} is allowed with exactly the permissions {string} in an ordinary org', function (button: string, needs: string) {
  const key = button.toLowerCase() as 'update' | 'delete'
  for (const perm of PERM_WORDS) {
    assert.equal(detailAbilities(USERS, [`users.${perm}_user`], false)[key], needsOf(needs).includes(perm), `${button} holding only ${perm}`)
  }
})

Then('with every permission on the resource the detail button {string} is {word} in the root org', function (button: string, rule: string) {
  const key = button.toLowerCase() as 'update' | 'delete'
  assert.equal(detailAbilities(USERS, allUserPerms, true)[key], rule === 'on')
})

Then('importing in {string} mode is allowed with exactly the permissions {string}', function (mode: string, needs: string) {
  for (const perm of PERM_WORDS) {
    assert.equal(importModeAllowed(USERS, mode as 'create' | 'update', [`users.${perm}_user`]), needsOf(needs).includes(perm), `${mode} holding ${perm}`)
  }
})

