@ui
Feature: The generic detail page on the users resource
  A detail page shows one object: tabs, a back button, a title and the Update and Delete buttons
  (shell §2). The object loads first (shell §4). The chosen tab is kept in the query parameter
  activeTab and in a cookie activeTab for 1 day; an unknown tab falls back to the first visible one.
  The title is the resource name as a prefix plus the object name, cut at 80 characters plus an
  ellipsis. Update is disabled in the root organisation or without the change permission; Delete
  needs the delete permission (shell §6); a delete shows a success message then returns to the list
  route (shell §8).
  Choices made where the spec says "not shown": the user detail's first tab is "Basic", then "User
  groups" for those who may view user groups (its other tabs: features/resources/user-detail.feature); the prefix reads "User: "; Back returns to
  the page the user came from, or to the list when the detail was opened directly. The cookie is read
  when the query names no tab. An id the server does not know shows the not-found message of shell §8
  in the page, with Back to the list.

  @shell.2.active-tab @domain.2.active-tab
  Scenario: the first visible tab is shown when none is chosen
    Given "orgadmin" is on the detail page of the user "staff01"
    Then the tab "Basic" is chosen
    And they see "staff01@example.com"

  @shell.2.active-tab @domain.2.active-tab
  Scenario: the chosen tab goes to the query and to a cookie for one day
    Given "orgadmin" is on the detail page of the user "staff01"
    When they choose the tab "User groups"
    Then the address has the query "?activeTab=UserGroups"
    And the cookie "activeTab" is "UserGroups" for 1 day
    When they open the detail page of the user "staff02" at ""
    Then the tab "User groups" is chosen

  @shell.2.active-tab @domain.2.active-tab
  Scenario: the tab named in the query is shown
    Given "orgadmin" is on the detail page of the user "staff01"
    When they open the detail page of the user "staff01" at "?activeTab=UserGroups"
    Then the tab "User groups" is chosen

  @shell.2.active-tab @domain.2.active-tab
  Scenario: an unknown tab in the query falls back to the first visible tab
    Given "orgadmin" is on the detail page of the user "staff01"
    When they open the detail page of the user "staff01" at "?activeTab=NoSuchTab"
    Then the tab "Basic" is chosen

  @shell.2.detail-page.layout
  Scenario: back returns to the list the detail was opened from
    Given "orgadmin" is on the user list
    When they follow the name link "Staff Member 01"
    Then the detail title is "User: Staff Member 01"
    When they press the "Back" button
    Then the address is "/ui/console/users/users"

  @shell.2.detail-page.layout
  Scenario: back on a detail reached from outside the console goes to its list, not out of the console
    Given "orgadmin" has signed in
    And their tab showed a page outside the console
    When they open the address of the user "staff01"
    Then the detail title is "User: Staff Member 01"
    When they press the "Back" button
    Then the address is "/ui/console/users/users"

  @shell.2.detail-page.title @shell.9.ui-timings.title-truncation
  Scenario Outline: a name of <length> characters is <shown> in the title
    Given the user "staff01" is renamed "<name>"
    And "orgadmin" is on the detail page of the user "staff01"
    Then the detail title is "<title>"

    Examples:
      | length | shown                | name                                                                              | title                                                                                     |
      | 80     | shown whole          | 12345678901234567890123456789012345678901234567890123456789012345678901234567890  | User: 12345678901234567890123456789012345678901234567890123456789012345678901234567890    |
      | 81     | cut at 80 plus "..." | 123456789012345678901234567890123456789012345678901234567890123456789012345678901 | User: 12345678901234567890123456789012345678901234567890123456789012345678901234567890... |

  @shell.6.detail-update @shell.6.detail-delete
  Scenario: an org admin in Default may update and delete
    Given "orgadmin" is on the detail page of the user "staff01"
    Then the detail button "Update" is enabled
    And the detail button "Delete" is enabled

  @shell.6.detail-update @shell.6.detail-delete
  Scenario: in the root organisation Update is disabled and Delete stays
    Given "admin" is on the detail page of the user "staff01" in the root organisation
    Then the detail button "Update" is disabled
    And the detail button "Delete" is enabled

  @shell.8.delete-success @shell.5.delete-confirm
  Scenario: Delete asks first, says it succeeded, then shows the list
    Given "orgadmin" is on the detail page of the user "staff03"
    When they press the "Delete" button
    And they confirm the deletion
    Then a toast says "Delete succeeded"
    And the address is "/ui/console/users/users"
    And the list no longer shows "Staff Member 03"
    And no part of the page is hidden from screen readers
    And they do not see "The corresponding resource was not found or has been deleted"

  @shell.5.delete-confirm @shell.7.call.row-delete
  Scenario: while the delete is on its way it cannot be confirmed a second time
    Given the calls to "/api/v1/users/users/" are watched
    And the browser's DELETE calls to "/api/v1/users/users/" are held
    And "orgadmin" is on the detail page of the user "staff03"
    When they press the "Delete" button
    And they confirm the deletion
    Then the deletion cannot be confirmed again
    When the held calls are answered
    Then a toast says "Delete succeeded"
    And the browser sent one DELETE, to a user detail URL that now answers 404

  @shell.8.not-found @shell.2.detail-page.layout @domain.8.request-messages.resource-lost
  Scenario: an unknown id says the object was not found, with a way back to the list
    Given "orgadmin" has signed in
    When they open "/ui/console/users/users/00000000-0000-4000-8000-0000000000ff"
    Then in place of its content the page says "Resource lost or deleted", with a way back
    And an error toast says "The corresponding resource was not found or has been deleted"
    When they press the "Back" button
    Then the address is "/ui/console/users/users"

  @shell.2.detail-page.layout @domain.2.console.users
  Scenario: the User groups tab lists the groups the user is in
    Given "orgadmin" is on the detail page of the user "staff01"
    When they choose the tab "User groups"
    Then they see "Default operators"
