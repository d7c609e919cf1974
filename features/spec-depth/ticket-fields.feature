@ui @domain.3.ticket
Feature: The fields of a ticket
  Domain §3: a ticket has a title, a type, a status, an applicant, assignees at their approval levels,
  comments and the objects it is about; its types are request asset permission, request application
  permission and apply run command. The ticket lists and the ticket detail (domain §2 tickets) show each.
  The seed (mock-server/seed): ticket "Access to web servers #1" asks for assets, from Ordinary
  User(user), assigned at level 1 to orgadmin and admin, with the comment "Needed for the release on
  Friday."; "Database access #2" asks for an application, "Run reboot #4" confirms a command. Types
  read as the server names them (OPTIONS display names).

  # One sign-in, one load of the list; every row that fails is named.
  Scenario: the assigned tickets list shows the column of each ticket
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    Then the row of each ticket below shows its value in its column:
      | ticket                   | column    | value                 |
      | Access to web servers #1 | Type      | Apply for asset       |
      | Database access #2       | Type      | Apply for application |
      | Run reboot #4            | Type      | Command confirm       |
      | Access to web servers #1 | Status    | Open                  |
      | Access to web servers #1 | Applicant | Ordinary User(user)   |

  Scenario: the ticket detail shows its title, type, status, applicant, assignees at their level and comment
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Access to web servers #1"
    Then they see the heading "Ticket: Access to web servers #1"
    And the detail shows "Type" as "Apply for asset"
    And the detail shows "Status" as "Open"
    And the detail shows "Applicant" as "Ordinary User(user)"
    And they see "Level 1: Open — Org Admin(orgadmin), Administrator(admin)"
    And they see "Needed for the release on Friday."

  Scenario: the ticket detail names the objects the ticket is about
    Given "user" has signed in
    When they open "/ui/tickets/tickets/request-asset-perm/create"
    And they fill "Title" with "Access to db-05"
    And they choose "db-05(10.0.0.6)" in the field "Assets"
    And they choose "Default web(web)" in the field "System users"
    And they press the "Submit" button
    Then they see the heading "Ticket: Access to db-05"
    And the detail shows "Assets" as "db-05"
    And the detail shows "System users" as "Default web"
