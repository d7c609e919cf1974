@ui
Feature: Long user lists page and scroll smoothly
  With many users the auto-built table shows at most 5 page buttons around the current page
  (shell §9), and a big page keeps only the rows on screen in the document (virtualised), so up to
  1000 rows stay smooth. The platform here holds 200 staff members: 160 of them are in Default, the
  organisation of the super admin, next to 8 of the personas.

  Background:
    Given the platform holds 200 staff members
    And "admin" is on the user list

  @shell.9.table-page-sizes
  Scenario: five page buttons around the current page
    Then the page buttons are "1, 2, 3, 4, 5"
    When they open the user list at "?page=6"
    Then the page buttons are "4, 5, 6, 7, 8"

  @shell.9.table-page-sizes
  Scenario: a page of 100 rows draws only the rows on screen and scrolls to the last one
    When they choose 100 rows per page
    Then the table holds 100 rows but draws fewer of them
    When they scroll to the bottom of the table
    Then the last row drawn is "Staff Member 114"
