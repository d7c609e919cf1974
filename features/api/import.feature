@api @mock.1.render-to-json
Feature: Importing a CSV
  POST <list url>render-to-json/ takes the raw file (text/csv or text/xlsx). A UTF-8 BOM is stripped,
  row 1 holds titles matched after stripping '*' to a writable field's label or name, empty cells are
  dropped, and the answer is {title: [[title, field]], data: [rows]}. A file without rows answers 400
  {"error": "Request file format may be wrong"} (reference §1.8).

  Background:
    Given a client signed in as "admin"

  Scenario: a CSV with a byte order mark and starred titles renders to titles and data
    When the client posts to "/api/v1/users/groups/render-to-json/" the CSV file with a byte order mark:
      """
      *Name,Comment
      night shift,Works 22-06
      day shift,
      """
    Then the answer has status 200
    And the rendered titles are:
      | *Name   | name    |
      | Comment | comment |
    And the rendered data, where an empty cell means no key, is:
      | name        | comment     |
      | night shift | Works 22-06 |
      | day shift   |             |

  Scenario: a title that names no field is kept with an empty field name
    When the client posts to "/api/v1/users/groups/render-to-json/" the CSV file with a byte order mark:
      """
      *Name,Favourite colour
      night shift,blue
      """
    Then the rendered titles are:
      | *Name            | name |
      | Favourite colour |      |
    And the rendered data, where an empty cell means no key, is:
      | name        |
      | night shift |

  Scenario: a file with titles and no rows is refused with the server's message
    When the client posts to "/api/v1/users/groups/render-to-json/" the text/csv body "*Name,Comment"
    Then the answer has status 400
    And the answer field "error" is "Request file format may be wrong"
