@ui @shell.2 @shell.4
Feature: Page-tags bar
  Visited pages become tags; Refresh (through /redirect plus the path), Close, Close Others and Close
  All act on the current page; affix tabs (the view's dashboard or home) survive closing.
  Choices where the spec is silent: one tag per page (the path without its query); a change of the
  query (search, filter, page) updates the tag, which returns to the latest one; a tag is titled with
  its page's own title (the create and update forms, the detail's prefix plus the object name).

  Background:
    Given "admin" has signed in
    And they land on the console dashboard
    And they press the "Got it" button

  @shell.2.tags-bar @shell.2.tags-affix @shell.4.tab-views
  Scenario: Close Others and Close All keep the affix dashboard
    When they follow "User list" in the sidebar
    And they follow "Roles" in the sidebar
    Then the tags bar shows exactly "Dashboard, User list, Roles"
    When they choose "Close Others" from the page tag actions
    Then the tags bar shows exactly "Dashboard, Roles"
    When they choose "Close All" from the page tag actions
    Then the tags bar shows exactly "Dashboard"
    And the address is "/ui/console/dashboard"

  @shell.2.tags-bar @shell.4.tab-views
  Scenario: closing the current tag goes to the last remaining one
    When they follow "User list" in the sidebar
    And they follow "Roles" in the sidebar
    And they press the "Close Roles" button
    Then the tags bar shows exactly "Dashboard, User list"
    And the address is "/ui/console/users/users"

  @shell.2.tags-bar
  Scenario: Refresh reloads the same page through /redirect
    When they follow "Roles" in the sidebar
    And they choose "Refresh" from the page tag actions
    Then the address is "/ui/console/users/roles"
    And they see the heading "Roles"

  @shell.2.tags-bar @shell.4.tab-views
  Scenario: searching and paging keep one tag for the list, which returns to the latest search
    When they follow "User list" in the sidebar
    And they search for "Staff"
    And they go to page 2
    Then the tags bar shows exactly "Dashboard, User list"
    When they follow the page tag "Dashboard"
    And they follow the page tag "User list"
    Then the address is "/ui/console/users/users?filters=search~Staff&page=2"

  @shell.2.tags-bar @shell.2.detail-page.title
  Scenario: create, detail and update pages are tagged with their own titles
    When they follow "User list" in the sidebar
    And they press the "Create" button
    Then the tags bar shows exactly "Dashboard, User list, Create User"
    When they follow the page tag "User list"
    And they follow the name link "Staff Member 01"
    Then the tags bar shows exactly "Dashboard, User list, Create User, User: Staff Member 01"
    When they press the "Update" button
    Then the tags bar shows exactly "Dashboard, User list, Create User, User: Staff Member 01, Update User"
