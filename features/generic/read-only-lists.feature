@ui
Feature: A list offers only what its resource allows
  The list-page actions of shell §6 each need a permission, but a permission is not enough: the
  resource must accept the call. The audit logs are read-only on the server (their routes answer GET
  only, reference TSV; a write answers 405 'Method "DELETE" not allowed'), and the server's OPTIONS
  metadata names a method under `actions` only when the route allows it (reference §1.6). So even the
  super admin, who holds every permission, is offered no Create, Import, Update selected or Delete
  selected there: only Export, Refresh and the column settings.
  Choices where the spec is silent: what the resource does not offer (the audit logs: no write) is not
  shown at all; what a permission or the server's metadata withholds is shown disabled (shell §6); a
  row-action column whose actions are all withheld is not shown.

  @shell.6.list-actions @shell.6.list-actions.create @shell.6.list-actions.import
  @shell.6.list-actions.bulk-delete @shell.6.list-actions.bulk-update @shell.2.list-page.toolbar
  @domain.2.audit.login-log
  Scenario: the super admin on the login log is offered export only
    Given "admin" opens the login log list
    Then the list actions offered are exactly "export"
    And the list page has no button "Create"
    And the list page has no button "Import"
    And the list page has no button "More actions"

  @shell.6.list-actions.row-edit @shell.6.list-actions.row-clone @shell.6.list-actions.row-delete
  Scenario: without change, add or delete on users, the user list shows no row-action column
    Given the Default user "staff01" holding only "rbac.view_console, users.view_user" has signed in
    When they open the user list
    Then the list actions offered are exactly "export, name link"
    And the table has no column "Actions"
