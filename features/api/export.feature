@api @mock.1.export
Feature: Exporting to Excel
  ?format=csv or ?format=xlsx renders the list as a file named <model>_<YYYY-MM-DD_HH-MM-SS>.<ext>;
  the first row holds the field labels with '*' before required ones; CSV is UTF-8 with a BOM.
  ?template=import keeps the writable fields without id and org_id (reference §1.7).

  Background:
    Given a client signed in as "admin"
    And the client has created in "/api/v1/users/groups/" the rows named "export me"

  Scenario: an Excel export is a workbook whose first row holds the labels
    When the client downloads "/api/v1/users/groups/?format=xlsx"
    Then the download is named like "usergroup_STAMP.xlsx"
    And the download is an Excel workbook whose first row holds the titles "*Name, Comment, ID"
    And the download is an Excel workbook whose first row does not hold "name, Organization ID, org_id"

  Scenario: the export follows the filters of the list
    When the client downloads "/api/v1/users/groups/?format=xlsx&name=export%20me"
    Then the Excel workbook has 1 data row

  Scenario: a CSV export starts with the byte order mark and the labels
    When the client downloads "/api/v1/users/groups/?format=csv"
    Then the download is named like "usergroup_STAMP.csv"
    And the download is a CSV file that starts with the UTF-8 byte order mark
    And the first line of the CSV file holds the titles "*Name, Comment"

  Scenario: the import template has the writable columns without the id
    When the client downloads "/api/v1/users/groups/?format=xlsx&template=import&limit=1"
    Then the download is an Excel workbook whose first row holds the titles "*Name, Comment"
    And the download is an Excel workbook whose first row does not hold "Id"
    And the Excel workbook has 1 data row
