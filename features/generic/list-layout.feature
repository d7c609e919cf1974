@ui @shell.2.list-page.toolbar
Feature: The list page as an administrator sees it
  A list page is a toolbar plus a data table (shell §2), 15 rows a page by default (shell §9). The whole
  page is in reach: every row of the page is shown, scrolling the page if it must, never hidden in a
  scroll box of the table's own; the selection checkboxes stand alone in their cells. Closing a dialog
  of the toolbar gives the focus back to the button that opened it.

  Background:
    Given "admin" is on the user list

  @shell.9.table-page-sizes @domain.9.table-page-sizes
  Scenario: the default page of 15 rows is shown whole, without a scroll box of the table's own
    Then the table shows 15 rows
    And the table has no vertical scroll of its own
    When they scroll the page to its bottom
    Then the last row of the table is in view

  Scenario: the selection checkboxes fit their cells, with no ellipsis beside them
    Then every selection checkbox fits its cell

  @shell.3.table-columns
  Scenario: Escape out of the column settings gives the focus back to their button
    When they open the column settings
    And they press Escape
    Then no dialog is open
    And the focus is on the "Column settings" button
