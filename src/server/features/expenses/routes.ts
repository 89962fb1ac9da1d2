import { createRoute } from "@hono/zod-openapi";
import {
  expenseInputSchema,
  expenseListQuerySchema,
  expenseListSchema,
  expenseSchema,
  expenseUpdateSchema,
} from "../../../shared/schemas/expenses";
import { requireSession, signedIn } from "../../auth/session";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  resourceIdParams,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { createExpense, deleteExpense, getExpense, listExpenses, updateExpense } from "./service";

const idParams = resourceIdParams("Expense");
const tags = ["expenses"];

const router = createRouter();
router.use("/api/expenses", signedIn);
router.use("/api/expenses/*", signedIn);

/**
 * Expenses the business enters itself (issue 21): they fill the MTD quarter's other categories
 * and, with their VAT, boxes 4 and 7 of the VAT return.
 */
export const expenseRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/expenses",
      tags,
      request: { query: expenseListQuerySchema },
      responses: {
        200: jsonResponse(
          expenseListSchema,
          "The business's expenses, newest first, a page at a time",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await listExpenses(c.get("deps").db, businessId, c.req.valid("query")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/expenses",
      tags,
      request: { body: jsonBody(expenseInputSchema) },
      responses: {
        201: jsonResponse(expenseSchema, "The expense was recorded"),
        ...errorResponses,
        409: errorResponse("too_many_expenses: the business keeps as many as it may"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const expense = await createExpense(c.get("deps").db, businessId, c.req.valid("json"));
      return c.json(expense, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/expenses/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(expenseSchema, "One expense"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getExpense(c.get("deps").db, businessId, c.req.valid("param").id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/api/expenses/{id}",
      tags,
      request: { params: idParams, body: jsonBody(expenseUpdateSchema) },
      responses: {
        200: jsonResponse(expenseSchema, "The expense was changed"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const expense = await updateExpense(c.get("deps").db, businessId, id, c.req.valid("json"));
      return c.json(expense, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/expenses/{id}",
      tags,
      request: { params: idParams },
      responses: {
        204: { description: "The expense was deleted" },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      await deleteExpense(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
