@ui
Feature: The permission matrix of shell §6 on the real user pages
  Each list-page action needs one permission on the page's resource, and some are off in the root
  organisation (shell §6, "List-page actions"); on a detail page Update needs change and is off in the
  root organisation, Delete needs delete (shell §6). The logic runs the same table in
  features/core/permission-matrix.feature; here the real user list and detail page are read in the
  browser. "offered" means present and enabled.

  The user is staff01, an org user of Default holding no permission on users, given through the
  platform's RBAC API an org role with exactly the permissions of a row. Every row holds
  rbac.view_console and users.view_user: without them the console view and the user list cannot be
  reached at all (domain §2: the users routes need users.view_user), so export and the name link,
  which need view, are offered in every row of the first table.

  Rule: each list action needs its own permission on the resource

    @shell.6.list-actions @shell.6.list-actions.create @shell.6.list-actions.bulk-delete
    @shell.6.list-actions.bulk-update @shell.6.list-actions.import @shell.6.list-actions.export
    @shell.6.list-actions.row-edit @shell.6.list-actions.row-clone @shell.6.list-actions.row-delete
    @shell.6.list-actions.name-link
    Scenario Outline: holding <holding> on users in Default, the list offers exactly <offered>
      Given the Default user "staff01" holding only "rbac.view_console, <perms>" has signed in
      When they open the user list
      Then the list actions offered are exactly "<offered>"

      Examples: shell §6, List-page actions (create add, bulk delete delete, bulk update change, import add or change, export view, row edit change, row clone add, row delete delete, name link view)
        | holding         | perms                                                                 | offered                                                                                       |
        | view            | users.view_user                                                       | export, name link                                                                             |
        | view and add    | users.view_user, users.add_user                                       | create, import, row clone, export, name link                                                  |
        | view and change | users.view_user, users.change_user                                    | bulk update, import, row edit, export, name link                                              |
        | view and delete | users.view_user, users.delete_user                                    | bulk delete, row delete, export, name link                                                    |
        | all four        | users.view_user, users.add_user, users.change_user, users.delete_user | create, bulk delete, bulk update, import, export, row edit, row clone, row delete, name link |

  Rule: in the root organisation the actions marked "off in root org" are withheld

    @shell.6.list-actions @shell.6.list-actions.create @shell.6.list-actions.bulk-delete
    @shell.6.list-actions.bulk-update @shell.6.list-actions.import @shell.6.list-actions.export
    @shell.6.list-actions.row-edit @shell.6.list-actions.row-clone @shell.6.list-actions.row-delete
    @shell.6.list-actions.name-link
    Scenario: the super admin, holding every permission, in the root organisation
      Given "admin" is on the user list in the root organisation
      Then the list actions offered are exactly "bulk delete, export, row delete, name link"

  Rule: on a detail page Update needs change, Delete needs delete

    @shell.6.detail-update @shell.6.detail-delete @shell.6.directive
    Scenario Outline: holding <holding> on users in Default, Update is <update> and Delete is <delete>
      Given the Default user "staff01" holding only "rbac.view_console, <perms>" has signed in
      When they open the detail page of the user "staff02"
      Then the detail button "Update" is <update>
      And the detail button "Delete" is <delete>

      Examples:
        | holding         | perms                              | update   | delete  |
        | view            | users.view_user                    | disabled | absent  |
        | view and change | users.view_user, users.change_user | enabled  | absent  |
        | view and delete | users.view_user, users.delete_user | disabled | enabled |
